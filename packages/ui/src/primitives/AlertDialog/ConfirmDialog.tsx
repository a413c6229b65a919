import { cloneElement, Suspense } from 'react';
import { type IntentTriggerProps, lazyView, useOpenOnIntent } from '../../utils/lazyView.tsx';
import type { ConfirmDialogProps } from './AlertDialog.tsx';

export type { ConfirmDialogProps } from './AlertDialog.tsx';

// Radix's alert dialog (focus trap, scroll lock, portal) is a chunk of its own, fetched when the
// pointer or focus comes to the trigger, opened by its first press (only what the view uses).
const Loaded = lazyView(() => import('./AlertDialog.tsx').then((module) => module.RadixConfirmDialog));

/** The spec's "Tem certeza ...?" confirmations: a question, Cancelar and a danger action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { trigger, open, onOpenChange } = props;
  // A caller that holds `open` hears of the first press as Radix would tell it.
  const [opening, intent] = useOpenOnIntent(Loaded, (event) => {
    trigger.props.onClick?.(event);
    if (open !== undefined) onOpenChange?.(true);
  });
  // Until the dialog's chunk is there, the trigger itself with the trigger's state (closed).
  const standIn = cloneElement(trigger, {
    ...intent,
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
  } as IntentTriggerProps);
  if (!opening && !open) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Loaded {...props} defaultOpen={opening !== undefined} />
    </Suspense>
  );
}
