import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DialogOpener, playOpensByKeyboard } from '../../../utils/lazyDialog.story.tsx';
import { LazyReportDialog, preloadReportDialog } from './LazyReportDialog.tsx';

// The report dialog as the package exports it (ReportDialog): its chunk fetched on a "Reportar"
// button's intent, nothing rendered until it is first opened. Moderação/ReportDialog shows its states.
const meta = {
  id: 'moderation-lazyreportdialog',
  title: 'Moderação/LazyReportDialog',
  component: LazyReportDialog,
  args: { open: false, kind: 'post', onOpenChange: fn(), onSubmit: fn() },
  render: (args) => (
    <DialogOpener label="Reportar" preload={preloadReportDialog} onOpenChange={args.onOpenChange}>
      {(state) => <LazyReportDialog {...args} {...state} />}
    </DialogOpener>
  ),
} satisfies Meta<typeof LazyReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until "Reportar"; by keyboard it opens, closes with Escape and opens again; a reason sends. */
export const OpensOnPress: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      await playOpensByKeyboard(canvasElement, {
        button: 'Reportar',
        dialog: 'Reportar postagem',
        onOpenChange: args.onOpenChange,
      }),
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Spam ou propaganda' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'spam', note: '' });
  },
};

/** A comment's report: the same dialog, its title for a comment. */
export const Comment: Story = {
  args: { kind: 'comment' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reportar' }));
    await expect(await screen.findByRole('dialog', { name: 'Reportar comentário' })).toBeVisible();
  },
};
