import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReportDialog } from './ReportDialog.tsx';

const meta = {
  id: 'moderation-reportdialog',
  title: 'Moderação/ReportDialog',
  component: ReportDialog,
  args: { open: true, kind: 'post', onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, nothing chosen: Enviar waits for a reason; a reason sends. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Reportar postagem' }));
    await expect(dialog.getByText(/Quem reportou nunca é mostrado ao autor/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Spam ou propaganda' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'spam', note: '' });
  },
};

/** Outro needs a note before it sends. */
export const OtherNeedsNote: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Outro motivo' }));
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Conte mais'), 'Briga antiga');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'outro', note: 'Briga antiga' });
  },
};

/** A comment is reported the same way. */
export const Comment: Story = {
  args: { kind: 'comment' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Reportar comentário' })).toBeVisible();
  },
};

/** Sending: the button says so and waits. */
export const Sending: Story = {
  args: { isSending: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: /Enviando/ })).toBeDisabled();
  },
};

/** Refused: the reason stays in the dialog. */
export const Failed: Story = {
  args: { errorText: 'Erro ao reportar postagem' },
  play: async () => {
    await expect(
      within(await screen.findByRole('dialog')).getByText('Erro ao reportar postagem'),
    ).toBeVisible();
  },
};
