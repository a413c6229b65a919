// Story harness: a lazily loaded dialog (lazyDialog) opened through `open` by a button that fetches
// its chunk on intent, as the app's callers do, with what a resident sees and does checked by keyboard.
import { type ReactNode, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button/Button.tsx';

/** Props of DialogOpener: the button's label, what it prefetches, and the dialog it opens. */
export type DialogOpenerProps = {
  label: string;
  /** The dialog's preload (on the button's pointer, focus or touch). */
  preload: () => void;
  /** Hears each change of `open`, as the app's caller would. */
  onOpenChange: (open: boolean) => void;
  children: (state: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
};

/** A button that opens a dialog held by `open`, prefetching its chunk on intent. */
export function DialogOpener({ label, preload, onOpenChange, children }: DialogOpenerProps) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <Button onPointerEnter={preload} onFocus={preload} onTouchStart={preload} onClick={() => change(true)}>
        {label}
      </Button>
      {children({ open, onOpenChange: change })}
    </>
  );
}

/**
 * Nothing of the dialog on the page until it is first opened; Enter on the button opens it (its
 * chunk fetched on focus) with the focus inside; Escape closes it and a second press opens it again.
 */
export async function playOpensByKeyboard(
  canvasElement: HTMLElement,
  { button, dialog, onOpenChange }: { button: string; dialog: string; onOpenChange: unknown },
): Promise<HTMLElement> {
  await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const opener = within(canvasElement).getByRole('button', { name: button });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  const shown = await screen.findByRole('dialog', { name: dialog });
  await waitFor(() => expect(shown).toContainElement(document.activeElement as HTMLElement));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(onOpenChange).toHaveBeenLastCalledWith(false);
  await userEvent.click(opener);
  return screen.findByRole('dialog', { name: dialog });
}
