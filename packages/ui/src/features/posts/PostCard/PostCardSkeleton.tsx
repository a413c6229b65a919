import type { ComponentPropsWithRef } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../../utils/cx.ts';
import * as styles from './PostCard.css.ts';

/** Props of PostCardSkeleton. */
export type PostCardSkeletonProps = ComponentPropsWithRef<'div'> & {
  /** Turn the pulse off (visual snapshots). */
  isAnimated?: boolean;
};

/** The shape of a post while the timeline loads; announced once as "Carregando...". */
export function PostCardSkeleton({ isAnimated = true, className, ...rest }: PostCardSkeletonProps) {
  return (
    <Stack gap="md" asChild>
      <Card aria-busy="true" {...rest} className={cx(styles.root, className)}>
        <VisuallyHidden role="status">{commonTexts.loading}</VisuallyHidden>
        <Inline wrap={false} className={styles.header}>
          <Skeleton shape="circle" width="40px" height="40px" isAnimated={isAnimated} />
          <Stack gap="none" className={styles.byline}>
            <Skeleton width="30%" height="14px" isAnimated={isAnimated} />
          </Stack>
          <Skeleton width="64px" height="20px" isAnimated={isAnimated} />
        </Inline>
        <Skeleton width="70%" height="20px" isAnimated={isAnimated} />
        <Skeleton width="100%" height="14px" isAnimated={isAnimated} />
        <Skeleton width="85%" height="14px" isAnimated={isAnimated} />
        <Inline gap="xs" className={styles.footer}>
          <Skeleton width="56px" height="28px" isAnimated={isAnimated} />
          <Skeleton width="56px" height="28px" isAnimated={isAnimated} />
          <Skeleton width="120px" height="28px" isAnimated={isAnimated} />
        </Inline>
      </Card>
    </Stack>
  );
}
