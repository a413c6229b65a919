import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FIXTURE_NOW,
  makeConversation,
  makeConversations,
  makeMessage,
  makeMessages,
  messagingFixtureIds,
} from '@vizinhos/api/mocks';
import type { Message, MessageId, PostId, UserId } from '@vizinhos/domain';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button.tsx';
import { messagingTexts as texts } from '../messaging.texts.ts';
import { ChatWindowStory, type ChatWindowStoryProps } from './ChatWindow.story.tsx';

const maria = messagingFixtureIds.reader;
const group = makeConversations()[1] ?? makeConversation();
const ana = group.participants[1];
/** Maria's three last messages: confirmed, pending, failed. */
const sendStates: Message[] = [
  ...makeMessages(2),
  makeMessage({
    id: 'message-sent' as MessageId,
    senderId: maria,
    senderUsername: 'maria.souza',
    body: 'Já passo aí, obrigada!',
    status: 'confirmed',
  }),
  makeMessage({
    id: 'message-pending' as MessageId,
    senderId: maria,
    senderUsername: 'maria.souza',
    body: 'Levo a sacola?',
    status: 'pending',
  }),
  makeMessage({
    id: 'message-failed' as MessageId,
    senderId: maria,
    senderUsername: 'maria.souza',
    body: 'Chego em 5 minutos.',
    status: 'failed',
  }),
];
const sharedPostText =
  'O portão da garagem da Rua das Flores está quebrado desde ontem e fica aberto durante a noite toda; avisem o síndico e fiquem atentos a quem entra.';

const meta = {
  id: 'messages-chatwindow',
  title: 'Conversas/ChatWindow',
  component: ChatWindowStory,
  args: {
    conversation: makeConversation(),
    messageList: makeMessages(5),
    currentUserId: maria,
    now: FIXTURE_NOW,
    status: 'ready',
    onLoadMore: fn(),
    onRetryMessage: fn(),
    onSend: fn(),
    onBack: fn(),
    onOpenSettings: fn(),
    onDraftChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 560, maxWidth: 560, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatWindowStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A direct conversation: the other resident's name, the messages, the reader's with their marks. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'joao.pereira' })).toBeVisible();
    await expect(canvas.getByText(/Mensagem 5:/)).toBeVisible();
    await expect(canvas.getAllByText(texts.confirmed).length).toBeGreaterThan(0);
  },
};

const blockSender = fn();

/**
 * "Bloquear" beside another resident's name on their message (spec 3: Block, the app's BlockButton in
 * this slot); never on the reader's own.
 */
export const SenderActions: Story = {
  args: {
    senderActions: ({ userId, username }) => (
      <Button size="sm" emphasis="ghost" tone="danger" onClick={() => blockSender({ userId, username })}>
        Bloquear
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: 'Bloquear' });
    // Messages 1–3 are João's (one run, one name), 4–5 the reader's: one button, João's.
    await expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(blockSender).toHaveBeenCalledWith(expect.objectContaining({ username: 'joao.pereira' }));
  },
};

/** Enter sends; Shift+Enter makes a new line and sends nothing (spec: Validation rules). */
export const EnterSends: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: texts.messageLabel });
    await userEvent.type(box, 'Oi{Shift>}{Enter}{/Shift}tudo bem?');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box).toHaveValue('Oi\ntudo bem?');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'Oi\ntudo bem?' });
  },
};

/** A blank draft cannot be sent (spec: Validation rules: text or an attached post). */
export const BlankDraft: Story = {
  args: { initialDraft: '   ' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: texts.send })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: texts.messageLabel }), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Pending, confirmed and failed marks; a tap on the failed one retries it (spec: States and transitions). */
export const SendStates: Story = {
  args: { messageList: sendStates },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.pending)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: texts.failed }));
    await expect(args.onRetryMessage).toHaveBeenCalledWith({ id: 'message-failed' });
  },
};

/** A refused message of the reader's: tap to try again, or "Descartar" to let it go. */
export const FailedDiscard: Story = {
  args: { messageList: sendStates, onDiscardMessage: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: texts.failed })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(args.onDiscardMessage).toHaveBeenCalledWith({ id: 'message-failed' });
    await expect(args.onRetryMessage).not.toHaveBeenCalled();
  },
};

/** A full page of 40 came back: reaching the top asks for the older page (spec: 40 per page). */
export const OlderPages: Story = {
  args: { messageList: makeMessages(40), lastPageSize: 40 },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: texts.messagesLabel });
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    // The list may still be settling at its end as rows are measured (a loaded machine measures
    // late, and the settling scrolls back down): the reader scrolls up again until the top is reached.
    await waitFor(() => {
      region.scrollTop = 0;
      expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    });
    // Once asked, staying at the top asks no second time for the same list.
    region.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The chat with a button that brings João's next message, as the live connection would. */
function WithArrivals(props: ChatWindowStoryProps) {
  const [messageList, setMessageList] = useState(props.messageList);
  const arrive = () =>
    setMessageList((list) => [
      ...list,
      makeMessage({
        id: `message-new-${list.length}` as MessageId,
        body: `Nova mensagem ${list.length + 1}`,
      }),
    ]);
  return (
    <>
      <Button size="sm" onClick={arrive}>
        Receber mensagem
      </Button>
      <ChatWindowStory {...props} messageList={messageList} />
    </>
  );
}

/**
 * The reader scrolls up by themselves (here a little, by the wheel): the list stops keeping to the
 * end, so the rows settling or a new message do not pull them back down; back at the end, it keeps
 * to the newest again.
 */
export const ScrolledUpStays: Story = {
  args: { messageList: makeMessages(40) },
  render: (args) => <WithArrivals {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: texts.messagesLabel });
    const fromEnd = () => region.scrollHeight - region.scrollTop - region.clientHeight;
    await waitFor(() => expect(fromEnd()).toBeLessThan(2));
    // The wheel turned up moves the box by 80 px (an event a script sends scrolls nothing itself).
    fireEvent.wheel(region, { deltaY: -80 });
    region.scrollTop -= 80;
    await waitFor(() => expect(fromEnd()).toBeGreaterThan(60));
    await userEvent.click(canvas.getByRole('button', { name: 'Receber mensagem' }));
    // Rows measured above may move it by a few pixels (keeping what is on screen), never to the end.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(fromEnd()).toBeGreaterThan(60);
    // Back at the end by themselves: the next message comes into view.
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(fromEnd()).toBeLessThan(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Receber mensagem' }));
    await waitFor(() => expect(canvas.getByText('Nova mensagem 42')).toBeVisible());
    await waitFor(() => expect(fromEnd()).toBeLessThan(2));
  },
};

/** By keyboard: ArrowUp in the list leaves the end as the wheel does; a new message does not move the reader. */
export const ScrolledUpByKeyboard: Story = {
  args: { messageList: makeMessages(40) },
  render: (args) => <WithArrivals {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: texts.messagesLabel });
    const fromEnd = () => region.scrollHeight - region.scrollTop - region.clientHeight;
    await waitFor(() => expect(fromEnd()).toBeLessThan(2));
    region.focus();
    // The keys scroll the box in the browser; a script's key event does not, so it is moved here.
    await userEvent.keyboard('{ArrowUp}');
    region.scrollTop -= 80;
    await waitFor(() => expect(fromEnd()).toBeGreaterThan(60));
    fireEvent.click(canvas.getByRole('button', { name: 'Receber mensagem' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(fromEnd()).toBeGreaterThan(40);
  },
};

/** The older page on its way. */
export const LoadingOlder: Story = {
  args: { messageList: makeMessages(40), lastPageSize: 40, isLoadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.loadingOlder)).toBeInTheDocument();
  },
};

/** More than 40 and every page in: "Início da conversa" above the first (spec: Business constants and limits). */
export const ConversationStart: Story = {
  args: { messageList: makeMessages(45), lastPageSize: 5 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: texts.messagesLabel });
    region.scrollTop = 0;
    await waitFor(() => expect(within(region).getByText(texts.conversationStart)).toBeVisible());
  },
};

/** A group: the Admin label beside an admin's messages, a shared post cut to 100 characters. */
export const GroupWithSharedPost: Story = {
  args: {
    conversation: group,
    messageList: [
      makeMessage({
        senderId: ana?.id as UserId,
        senderUsername: ana?.username ?? 'ana.lima',
        senderRoleName: 'Admin',
        body: 'Vejam este aviso:',
        post: { id: 'post-9' as PostId, title: 'Portão quebrado', text: sharedPostText },
        conversationId: group.id,
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.adminLabel)).toBeVisible();
    await expect(canvas.getByText(texts.sharedPost)).toBeVisible();
    await expect(canvas.queryByText(sharedPostText)).not.toBeInTheDocument();
  },
};

const blockedBody = 'Alguém viu o meu gato laranja?';
const revealMessage = fn();

/**
 * A group that predates the block (spec 3: Block, Collapsed content): the blocked resident's message
 * reaches the reader collapsed, the others' in full; "Mostrar mesmo assim" shows it.
 */
export const FromBlockedResident: Story = {
  args: {
    conversation: group,
    blockedSenderIds: new Set([ana?.id ?? '']),
    onRevealMessage: revealMessage,
    messageList: [
      makeMessage({
        id: 'message-blocked' as MessageId,
        senderId: ana?.id as UserId,
        senderUsername: ana?.username ?? 'ana.lima',
        body: blockedBody,
        conversationId: group.id,
      }),
      makeMessage({
        id: 'message-reader' as MessageId,
        senderId: maria,
        senderUsername: 'maria.souza',
        body: 'Bom dia, vizinhos!',
        conversationId: group.id,
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Conteúdo de um morador bloqueado')).toBeVisible();
    await expect(canvas.queryByText(blockedBody)).not.toBeInTheDocument();
    await expect(canvas.getByText('Bom dia, vizinhos!')).toBeVisible();
    const reveal = canvas.getByRole('button', { name: 'Mostrar mesmo assim' });
    reveal.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(blockedBody)).toBeVisible();
    await expect(canvas.queryByText('Conteúdo de um morador bloqueado')).not.toBeInTheDocument();
    await expect(revealMessage).toHaveBeenCalledWith({ id: 'message-blocked' });
    // The button went away with the notice: the focus is on the revealed message, not lost to the page.
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveTextContent(blockedBody));
  },
};

/** The first page loading. */
export const Loading: Story = {
  args: { status: 'loading', messageList: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: texts.loadingMessages }),
    ).toBeInTheDocument();
  },
};

/** No message yet: the box is ready. */
export const Empty: Story = {
  args: { messageList: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.noMessagesYet)).toBeVisible();
  },
};

/** The first page failed: its text and a retry. */
export const Failed: Story = {
  args: {
    status: 'error',
    messageList: [],
    errorText: 'Erro ao carregar as mensagens',
    onRetryLoad: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar as mensagens');
    await userEvent.click(canvas.getByRole('button', { name: texts.retry }));
    await expect(args.onRetryLoad).toHaveBeenCalled();
  },
};

/** A message refused for its limit: the server's text above the box; the message stays, marked failed. */
export const SendRefused: Story = {
  args: {
    messageList: sendStates,
    sendError: 'Você fez mensagens demais em pouco tempo. Tente novamente em 4 minutos.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Você fez mensagens demais em pouco tempo.');
    await expect(canvas.getByText('Chego em 5 minutos.')).toBeVisible();
  },
};

/** Every state side by side, for visual review. */
export const States: Story = {
  tags: ['visual'],
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div
      style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxWidth: 1100 }}
    >
      <div style={{ height: 420, display: 'flex' }}>
        <ChatWindowStory {...args} messageList={sendStates} />
      </div>
      <div style={{ height: 420, display: 'flex' }}>
        <ChatWindowStory
          {...args}
          conversation={group}
          messageList={[
            makeMessage({
              senderId: ana?.id as UserId,
              senderUsername: ana?.username ?? 'ana.lima',
              senderRoleName: 'Admin',
              body: 'Vejam este aviso:',
              post: { id: 'post-9' as PostId, title: 'Portão quebrado', text: sharedPostText },
            }),
          ]}
        />
      </div>
      <div style={{ height: 240, display: 'flex' }}>
        <ChatWindowStory {...args} status="loading" messageList={[]} />
      </div>
      <div style={{ height: 240, display: 'flex' }}>
        <ChatWindowStory {...args} messageList={[]} />
      </div>
    </div>
  ),
};
