import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

// The comment's delete question; a primitive knows no feature, so its example wording is written here.
const confirmDeleteComment = 'Tem certeza que deseja excluir este comentário?';

/** A caller that holds `open` itself (as the post card does while a delete is on its way). */
function HeldOpen({ open: initiallyOpen = false, onOpenChange, ...rest }: ConfirmDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <ConfirmDialog
      {...rest}
      open={open}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}

// ConfirmDialog's trigger side: the trigger stands in until Radix's alert dialog has come, then the
// question opens; Primitivos/AlertDialog shows the question itself.
const meta = {
  id: 'primitives-confirmdialog',
  title: 'Primitivos/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    question: confirmDeleteComment,
    confirmLabel: 'Excluir',
    trigger: <Button tone="danger">Excluir comentário</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Excluir comentário' });

/** Not pressed yet: the trigger alone says it opens a dialog, closed; nothing else is on the page. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** A caller holding `open`: it hears of the first press and of Cancelar, and the question follows it. */
export const Controlled: Story = {
  render: (args) => <HeldOpen {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole('alertdialog', { name: confirmDeleteComment });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Opened by its caller, without a press: the question shows at once; Tab then Enter confirms. */
export const OpenedByCaller: Story = {
  render: (args) => <HeldOpen {...args} />,
  args: { open: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: confirmDeleteComment });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The trigger's own click still runs on the first press (the post card closes its menu with it). */
export const TriggerClick: Story = {
  args: {
    trigger: (
      <Button tone="danger" onClick={fn()}>
        Excluir comentário
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(args.trigger.props.onClick).toHaveBeenCalledTimes(1);
    await expect(await screen.findByRole('alertdialog', { name: confirmDeleteComment })).toBeVisible();
  },
};
