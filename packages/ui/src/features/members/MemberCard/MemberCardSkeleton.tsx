import type { ComponentPropsWithRef } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../../utils/cx.ts';
import * as styles from './MemberCard.css.ts';

/** Props of MemberCardSkeleton. */
export type MemberCardSkeletonProps = ComponentPropsWithRef<'div'> & { isAnimated?: boolean };

/** The shape of a member card while the directory loads. */
export function MemberCardSkeleton({ isAnimated = true, className, ...rest }: MemberCardSkeletonProps) {
  return (
    <Stack align="center" asChild>
      <Card aria-busy="true" {...rest} className={cx(styles.root, className)}>
        <VisuallyHidden role="status">{commonTexts.loading}</VisuallyHidden>
        <Skeleton shape="circle" width="64px" height="64px" isAnimated={isAnimated} />
        <Skeleton width="60%" height="18px" isAnimated={isAnimated} />
        <Skeleton width="40%" height="14px" isAnimated={isAnimated} />
        <Skeleton width="90%" height="14px" isAnimated={isAnimated} />
        <Skeleton width="120px" height="28px" isAnimated={isAnimated} />
      </Card>
    </Stack>
  );
}
