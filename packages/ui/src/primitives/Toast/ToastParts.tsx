import { Toast as RadixToast } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { commonTexts } from '../../common.texts.ts';
import type { Tone } from '../../theme/contract.css.ts';
import { cx } from '../../utils/cx.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { body, description, root, title, viewport } from './Toast.css.ts';

/** Props of Toast.Provider: the provider also renders the viewport the toasts appear in. */
export type ToastProviderProps = ComponentPropsWithRef<typeof RadixToast.Provider> & { children?: ReactNode };

/** Radix's toast provider and viewport (Toast.tsx loads this chunk when a first toast is raised). */
export function ToastProvider({
  children,
  duration = 4000,
  label = commonTexts.toast,
  ...rest
}: ToastProviderProps) {
  return (
    <RadixToast.Provider duration={duration} label={label} {...rest}>
      {children}
      <Stack asChild>
        <RadixToast.Viewport className={viewport} label={commonTexts.toasts} />
      </Stack>
    </RadixToast.Provider>
  );
}

/** Props of Toast.Root. */
export type ToastRootProps = ComponentPropsWithRef<typeof RadixToast.Root> & { tone?: Tone };

export function ToastRoot({ tone = 'default', className, children, ...rest }: ToastRootProps) {
  return (
    <Inline align="start" wrap={false} asChild>
      <RadixToast.Root data-tone={tone} {...rest} className={cx(root, className)}>
        <Stack gap="xxs" className={body}>
          {children}
        </Stack>
        <RadixToast.Close asChild>
          <IconButton icon="close" size="sm" aria-label={commonTexts.close} />
        </RadixToast.Close>
      </RadixToast.Root>
    </Inline>
  );
}

/** Props of Toast.Title. */
export type ToastTitleProps = ComponentPropsWithRef<typeof RadixToast.Title>;

export function ToastTitle({ className, ...rest }: ToastTitleProps) {
  return <RadixToast.Title {...rest} className={cx(title, className)} />;
}

/** Props of Toast.Description. */
export type ToastDescriptionProps = ComponentPropsWithRef<typeof RadixToast.Description>;

export function ToastDescription({ className, ...rest }: ToastDescriptionProps) {
  return <RadixToast.Description {...rest} className={cx(description, className)} />;
}
