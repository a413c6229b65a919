import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeConversations, messagingFixtureIds } from '@vizinhos/api/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogOpener, playOpensByKeyboard } from '../../../utils/lazyDialog.story.tsx';
import { messagingTexts as texts } from '../messaging.texts.ts';
import { LazyConversationPicker, preloadConversationPicker } from './LazyConversationPicker.tsx';

// The picker as the package exports it (ConversationPicker): its chunk fetched on a card's
// "Compartilhar em conversa" intent, nothing rendered until it is first opened.
// Conversas/ConversationPicker shows its states.
const meta = {
  id: 'messages-lazyconversationpicker',
  title: 'Conversas/LazyConversationPicker',
  component: LazyConversationPicker,
  args: {
    open: false,
    onOpenChange: fn(),
    subject: 'Portão quebrado',
    items: makeConversations().map((conversation) => ({ conversation, preview: undefined })),
    currentUserId: messagingFixtureIds.reader,
    status: 'ready',
    onPick: fn(),
  },
  render: (args) => (
    <DialogOpener
      label={texts.shareInConversation}
      preload={preloadConversationPicker}
      onOpenChange={args.onOpenChange}
    >
      {(state) => <LazyConversationPicker {...args} {...state} />}
    </DialogOpener>
  ),
} satisfies Meta<typeof LazyConversationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until pressed; by keyboard it opens, closes with Escape and opens again; a conversation is picked. */
export const OpensOnPress: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = within(
      await playOpensByKeyboard(canvasElement, {
        button: texts.shareInConversation,
        dialog: texts.shareInConversation,
        onOpenChange: args.onOpenChange,
      }),
    );
    await userEvent.click(picker.getByRole('button', { name: `${texts.shareTo} Carona para o mercado` }));
    await expect(args.onPick).toHaveBeenCalledWith({ conversationId: messagingFixtureIds.group });
  },
};
