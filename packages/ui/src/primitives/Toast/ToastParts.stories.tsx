import type { Meta, StoryObj } from '@storybook/react-vite';
import { POST_ERROR_TEXTS } from '@vizinhos/domain';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Tone } from '../../theme/contract.css.ts';
import { ToastDescription, ToastProvider, ToastRoot, ToastTitle } from './ToastParts.tsx';

// The post card's share alert; a primitive knows no feature, so its example wording is written here.
const shareCopied = 'Link copiado para a área de transferência!';

/** Props of the example: one toast of a tone, with an optional second line. */
type ExampleProps = {
  tone: Tone;
  title: string;
  description?: string;
  onOpenChange: (open: boolean) => void;
};

/** Radix's provider, viewport and one open toast, as Toast.tsx shows them once their chunk is there. */
function Example({ tone, title, description, onOpenChange }: ExampleProps) {
  const [open, setOpen] = useState(true);
  return (
    <ToastProvider duration={Number.POSITIVE_INFINITY}>
      <ToastRoot
        tone={tone}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      >
        <ToastTitle>{title}</ToastTitle>
        {description ? <ToastDescription>{description}</ToastDescription> : null}
      </ToastRoot>
    </ToastProvider>
  );
}

// The half Toast.tsx loads when a first toast is raised (Primitivos/Toast shows the raising).
const meta = {
  id: 'primitives-toastparts',
  title: 'Primitivos/ToastParts',
  component: Example,
  args: { tone: 'success', title: shareCopied, onOpenChange: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success alert in the viewport; "Fechar" dismisses it. */
export const Success: Story = {
  play: async ({ args }) => {
    const viewport = screen.getByRole('region', { name: 'Avisos (F8)' });
    await expect(within(viewport).getByText(shareCopied)).toBeVisible();
    await userEvent.click(within(viewport).getByRole('button', { name: 'Fechar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByText(shareCopied)).not.toBeInTheDocument());
  },
};

/** An error with a second line. */
export const ErrorWithDescription: Story = {
  name: 'Error',
  args: { tone: 'danger', title: POST_ERROR_TEXTS.deleteFailed, description: 'Tente de novo em instantes.' },
  play: async () => {
    await expect(screen.getByText(POST_ERROR_TEXTS.deleteFailed)).toBeVisible();
    await expect(screen.getByText('Tente de novo em instantes.')).toBeVisible();
  },
};

/** By keyboard: F8 brings the focus to the alerts, Tab reaches "Fechar" and Enter dismisses. */
export const ByKeyboard: Story = {
  args: { tone: 'warning', title: POST_ERROR_TEXTS.calendarLinkMissing },
  play: async ({ args }) => {
    // F8 by its key code, as Radix's viewport listens for it.
    await userEvent.keyboard('[F8]');
    const viewport = screen.getByRole('region', { name: 'Avisos (F8)' });
    await waitFor(() => expect(viewport).toContainElement(document.activeElement as HTMLElement));
    const close = within(viewport).getByRole('button', { name: 'Fechar' });
    while (document.activeElement !== close && viewport.contains(document.activeElement)) {
      await userEvent.tab();
    }
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
