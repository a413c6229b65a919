import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

// The post card's delete question; a primitive knows no feature, so its example wording is written here.
const confirmDeletePost = 'Tem certeza que deseja excluir esta postagem?';

const meta = {
  id: 'primitives-alertdialog',
  title: 'Primitivos/AlertDialog',
  component: ConfirmDialog,
  args: {
    question: confirmDeletePost,
    confirmLabel: 'Excluir',
    trigger: <Button tone="danger">Excluir postagem</Button>,
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Tem certeza ...?": confirming calls `onConfirm`. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir postagem' }));
    const dialog = await screen.findByRole('alertdialog', { name: confirmDeletePost });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Cancelling leaves everything as it was. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir postagem' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** By keyboard: the trigger opens the question on the first Enter (its code comes on focus), the focus on Cancelar. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = () => within(canvasElement).getByRole('button', { name: 'Excluir postagem' });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: confirmDeletePost });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
