import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeConversations, messagingFixtureIds } from '@vizinhos/api/mocks';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { messagingTexts as texts } from '../messaging.texts.ts';
import { ConversationPicker } from './ConversationPicker.tsx';

const items = makeConversations().map((conversation) => ({ conversation, preview: undefined }));

const meta = {
  id: 'messages-conversationpicker',
  title: 'Conversas/ConversationPicker',
  component: ConversationPicker,
  args: {
    open: true,
    onOpenChange: fn(),
    subject: 'Portão quebrado',
    items,
    currentUserId: messagingFixtureIds.reader,
    status: 'ready',
    onPick: fn(),
  },
} satisfies Meta<typeof ConversationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post goes to the conversation chosen. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: texts.shareInConversation }));
    await userEvent.click(modal.getByRole('button', { name: `${texts.shareTo} Carona para o mercado` }));
    await expect(args.onPick).toHaveBeenCalledWith({ conversationId: messagingFixtureIds.group });
  },
};

/** The conversations on their way. */
export const Loading: Story = { args: { status: 'loading', items: [] } };

/** No conversation to share into. */
export const Empty: Story = { args: { items: [] } };
