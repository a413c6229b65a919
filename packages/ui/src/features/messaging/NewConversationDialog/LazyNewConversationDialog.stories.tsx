import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogOpener, playOpensByKeyboard } from '../../../utils/lazyDialog.story.tsx';
import { messagingTexts as texts } from '../messaging.texts.ts';
import { LazyNewConversationDialog, preloadNewConversationDialog } from './LazyNewConversationDialog.tsx';

// The dialog as the package exports it (NewConversationDialog): its chunk fetched on "Nova
// conversa"'s intent, nothing rendered until it is first opened. Conversas/NewConversationDialog
// shows its states with the search.
const meta = {
  id: 'messages-lazynewconversationdialog',
  title: 'Conversas/LazyNewConversationDialog',
  component: LazyNewConversationDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    query: '',
    onQueryChange: fn(),
    status: 'short',
    found: [],
    selected: [],
    onAdd: fn(),
    onRemove: fn(),
    isTitleOffered: false,
    validationError: 'Selecione pelo menos um participante.',
    onCreate: fn(),
  },
  render: (args) => (
    <DialogOpener
      label={texts.newConversation}
      preload={preloadNewConversationDialog}
      onOpenChange={args.onOpenChange}
    >
      {(state) => <LazyNewConversationDialog {...args} {...state} />}
    </DialogOpener>
  ),
} satisfies Meta<typeof LazyNewConversationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until pressed; by keyboard it opens, closes with Escape and opens again; typing reaches the search. */
export const OpensOnPress: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = within(
      await playOpensByKeyboard(canvasElement, {
        button: texts.newConversation,
        dialog: texts.newConversation,
        onOpenChange: args.onOpenChange,
      }),
    );
    await userEvent.type(modal.getByRole('searchbox', { name: texts.searchResidents }), 'a');
    await expect(args.onQueryChange).toHaveBeenCalledWith({ query: 'a' });
  },
};
