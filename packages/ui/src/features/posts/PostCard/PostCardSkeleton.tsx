import type { ComponentPropsWithRef } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton.tsx';
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
    <Card aria-busy="true" {...rest} className={cx(styles.root, className)}>
      <VisuallyHidden role="status">{commonTexts.loading}</VisuallyHidden>
      <div className={styles.header}>
        <Skeleton shape="circle" width="40px" height="40px" isAnimated={isAnimated} />
        <div className={styles.byline}>
          <Skeleton width="30%" height="14px" isAnimated={isAnimated} />
        </div>
        <Skeleton width="64px" height="20px" isAnimated={isAnimated} />
      </div>
      <Skeleton width="70%" height="20px" isAnimated={isAnimated} />
      <Skeleton width="100%" height="14px" isAnimated={isAnimated} />
      <Skeleton width="85%" height="14px" isAnimated={isAnimated} />
      <div className={styles.footer}>
        <Skeleton width="56px" height="28px" isAnimated={isAnimated} />
        <Skeleton width="56px" height="28px" isAnimated={isAnimated} />
        <Skeleton width="120px" height="28px" isAnimated={isAnimated} />
      </div>
    </Card>
  );
}
