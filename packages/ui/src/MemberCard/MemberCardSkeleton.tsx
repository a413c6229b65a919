import type { ComponentPropsWithRef } from 'react';
import { Card } from '../Card/Card.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { texts } from '../texts/texts.ts';
import { cx } from '../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './MemberCard.css.ts';

/** Props of MemberCardSkeleton. */
export type MemberCardSkeletonProps = ComponentPropsWithRef<'div'> & { isAnimated?: boolean };

/** The shape of a member card while the directory loads. */
export function MemberCardSkeleton({ isAnimated = true, className, ...rest }: MemberCardSkeletonProps) {
  return (
    <Card aria-busy="true" {...rest} className={cx(styles.root, className)}>
      <VisuallyHidden role="status">{texts.common.loading}</VisuallyHidden>
      <Skeleton shape="circle" width="64px" height="64px" isAnimated={isAnimated} />
      <Skeleton width="60%" height="18px" isAnimated={isAnimated} />
      <Skeleton width="40%" height="14px" isAnimated={isAnimated} />
      <Skeleton width="90%" height="14px" isAnimated={isAnimated} />
      <Skeleton width="120px" height="28px" isAnimated={isAnimated} />
    </Card>
  );
}
