import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FIXTURE_NOW,
  makeConversation,
  makeConversations,
  makeMessages,
  messagingFixtureIds,
} from '@vizinhos/api/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatWindowStory } from '../ChatWindow/ChatWindow.story.tsx';
import { ConversationListStory } from '../ConversationList/ConversationList.story.tsx';
import { MessagingPanel } from './MessagingPanel.tsx';

const list = (
  <ConversationListStory
    conversations={makeConversations()}
    currentUserId={messagingFixtureIds.reader}
    status="ready"
    selectedId={messagingFixtureIds.direct}
    onSelect={fn()}
    onNewConversation={fn()}
  />
);
const chat = (
  <ChatWindowStory
    conversation={makeConversation()}
    messageList={makeMessages(6)}
    currentUserId={messagingFixtureIds.reader}
    now={FIXTURE_NOW}
    status="ready"
    onLoadMore={fn()}
    onRetryMessage={fn()}
    onSend={fn()}
  />
);

const meta = {
  id: 'messages-messagingpanel',
  title: 'Conversas/MessagingPanel',
  component: MessagingPanel,
  args: { list, detail: chat, onClose: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessagingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list beside the open conversation; Fechar closes the panel. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Conversas' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** No conversation open: the list alone. */
export const ListOnly: Story = { args: { detail: undefined } };
