import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';

/** Props of VisuallyHidden. */
export type VisuallyHiddenProps = ComponentPropsWithRef<typeof RadixVisuallyHidden.Root>;

/** Text for screen readers only (a label an icon cannot say). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root {...props} />;
}
