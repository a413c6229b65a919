import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeConversations, messagingFixtureIds } from '@vizinhos/api/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messagingTexts as texts } from '../messaging.texts.ts';
import { ConversationListStory } from './ConversationList.story.tsx';

const meta = {
  id: 'messages-conversationlist',
  title: 'Conversas/ConversationList',
  component: ConversationListStory,
  args: {
    conversations: makeConversations(),
    currentUserId: messagingFixtureIds.reader,
    status: 'ready',
    onSelect: fn(),
    onNewConversation: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 480, maxWidth: 360, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three conversations: names, previews cut at 50 characters, the unread one marked; a click opens it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: texts.listLabel });
    const items = within(list).getAllByRole('button');
    await expect(items).toHaveLength(3);
    await expect(within(list).getByText(/^Oi Maria! Deixaram uma encomenda sua aqui na mi/)).toBeVisible();
    await expect(within(list).getAllByText(texts.unread)).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: /Carona para o mercado/ }));
    await expect(args.onSelect).toHaveBeenCalledWith({ conversationId: messagingFixtureIds.group });
  },
};

/** The search keeps the matching conversations; none found says so. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: texts.searchConversations });
    await userEvent.type(search, 'carona');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'ninguém');
    await expect(canvas.getByText(texts.noMatchTitle)).toBeVisible();
  },
};

/** The open conversation is marked current. */
export const Selected: Story = {
  args: { selectedId: messagingFixtureIds.direct },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="true"]');
    await expect(current).toHaveTextContent('joao.pereira');
  },
};

/** "Nova conversa" opens the modal. */
export const NewConversation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.newConversation }));
    await expect(args.onNewConversation).toHaveBeenCalled();
  },
};

/** The first fetch on its way. */
export const Loading: Story = {
  args: { status: 'loading', conversations: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: texts.loadingConversations }),
    ).toBeInTheDocument();
  },
};

/** No conversation yet. */
export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.emptyTitle)).toBeVisible();
  },
};

/** The fetch failed: its text and a retry. */
export const Failed: Story = {
  args: { status: 'error', conversations: [], errorText: 'Erro ao carregar as conversas' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar as conversas');
    await userEvent.click(canvas.getByRole('button', { name: texts.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Every state side by side, for visual review. */
export const States: Story = {
  tags: ['visual'],
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div
      style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', maxWidth: 1100 }}
    >
      <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
        <ConversationListStory {...args} selectedId={messagingFixtureIds.group} />
      </div>
      <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
        <ConversationListStory {...args} conversations={[]} />
      </div>
      <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
        <ConversationListStory
          {...args}
          conversations={[]}
          status="error"
          errorText="Erro ao carregar as conversas"
        />
      </div>
    </div>
  ),
};
