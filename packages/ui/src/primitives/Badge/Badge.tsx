import type { ComponentPropsWithRef } from 'react';
import type { Tone } from '../../theme/contract.css.ts';
import { cx } from '../../utils/cx.ts';
import { root } from './Badge.css.ts';

/** Props of Badge. */
export type BadgeProps = ComponentPropsWithRef<'span'> & {
  /** Colour meaning; the badge's text always says the same thing in words. */
  tone?: Tone;
  emphasis?: 'soft' | 'solid';
};

/** A short label: a role, a category, a count. */
export function Badge({ tone = 'default', emphasis = 'soft', className, ...rest }: BadgeProps) {
  return (
    <span data-tone={tone} data-emphasis={emphasis} {...rest} className={cx(root({ emphasis }), className)} />
  );
}
