import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import type { Tone } from '../../theme/contract.css.ts';
import { cx } from '../../utils/cx.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { root } from './Button.css.ts';

/** Props of Button. */
export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** Meaning of the button's colour (never the only carrier of meaning: the label says it too). */
  tone?: Tone;
  emphasis?: 'solid' | 'soft' | 'outline' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner, marks the button busy and disabled until the work ends. */
  isLoading?: boolean;
  /** Render the single child (a link, say) with the button's look, Radix style. */
  asChild?: boolean;
};

/** The one button of the design system. */
export function Button({
  tone = 'primary',
  emphasis = 'solid',
  size = 'md',
  isLoading = false,
  asChild = false,
  disabled,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root
        data-tone={tone}
        data-emphasis={emphasis}
        {...rest}
        className={cx(root({ emphasis, size }), className)}
      >
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      data-tone={tone}
      data-emphasis={emphasis}
      aria-busy={isLoading || undefined}
      disabled={disabled || isLoading}
      {...rest}
      className={cx(root({ emphasis, size }), className)}
    >
      {isLoading ? <Spinner size="sm" label={null} /> : null}
      {children}
    </button>
  );
}
