import type { ComponentPropsWithRef } from 'react';
import { commonTexts } from '../../common.texts.ts';
import { cx } from '../../utils/cx.ts';
import { root } from './Spinner.css.ts';

/** Props of Spinner. */
export type SpinnerProps = ComponentPropsWithRef<'span'> & {
  /** What is loading, read by screen readers; decorative (hidden) when `null`. */
  label?: string | null;
  size?: 'sm' | 'md' | 'lg';
};

/** A busy indicator; with a label it is a polite status for assistive technology. */
export function Spinner({ label = commonTexts.loading, size = 'md', className, ...rest }: SpinnerProps) {
  const a11y = label === null ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return <span {...a11y} data-size={size} {...rest} className={cx(root, className)} />;
}
