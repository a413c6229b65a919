import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { heightVar, root, widthVar } from './Skeleton.css.ts';

/** Props of Skeleton. */
export type SkeletonProps = ComponentPropsWithRef<'span'> & {
  width?: string;
  height?: string;
  shape?: 'rect' | 'circle';
  /** Turn the pulse off (visual snapshots need a still frame). */
  isAnimated?: boolean;
};

/** A grey placeholder shown while content loads; hidden from assistive technology. */
export function Skeleton({
  width = '100%',
  height = '1em',
  shape = 'rect',
  isAnimated = true,
  className,
  style,
  ...rest
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-shape={shape}
      data-animated={isAnimated}
      {...rest}
      style={{ ...style, ...assignInlineVars({ [widthVar]: width, [heightVar]: height }) }}
      className={cx(root, className)}
    />
  );
}
