import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeConversation, makeConversations, messagingFixtureIds } from '@vizinhos/api/mocks';
import type { UserId } from '@vizinhos/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { messagingTexts as texts } from '../messaging.texts.ts';
import { ConversationSettingsStory } from './ConversationSettings.story.tsx';

const maria = messagingFixtureIds.reader;
/** The ride group, Maria its admin (the fixtures' first participant of a group). */
const group = makeConversations()[1] ?? makeConversation();
const pickerArgs = {
  query: '',
  status: 'short' as const,
  found: [],
  selected: [],
  onQueryChange: fn(),
  onAdd: fn(),
  onRemove: fn(),
};

const meta = {
  id: 'messages-conversationsettings',
  title: 'Conversas/ConversationSettings',
  component: ConversationSettingsStory,
  args: {
    conversation: group,
    currentUserId: maria,
    picker: pickerArgs,
    onRename: fn(),
    onAddSelected: fn(),
    onRemove: fn(),
    onSetAdmin: fn(),
    onLeave: fn(),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 620, maxWidth: 480, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationSettingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin of a group: rename, promote, remove; never on herself (spec: Roles and permissions). */
export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: texts.titleLabel });
    await userEvent.clear(title);
    await userEvent.type(title, 'Carona de sábado');
    await userEvent.click(canvas.getByRole('button', { name: texts.saveTitle }));
    await expect(args.onRename).toHaveBeenCalledWith({ title: 'Carona de sábado' });
    await userEvent.click(canvas.getByRole('button', { name: `${texts.promote} ana.lima` }));
    await expect(args.onSetAdmin).toHaveBeenCalledWith(expect.objectContaining({ isAdmin: true }));
    await userEvent.click(canvas.getByRole('button', { name: texts.remove('carlos.mendes') }));
    await expect(args.onRemove).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: texts.remove('maria.souza') })).not.toBeInTheDocument();
  },
};

/** A member of a group: nothing to manage, only "Sair da Conversa", confirmed first. */
export const Member: Story = {
  args: { currentUserId: 'user-ana' as UserId },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: texts.titleLabel })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Tornar admin/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sair da Conversa' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sair da Conversa' }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

/** A direct conversation: no participant management, "Excluir Conversa" (spec: Roles and permissions). */
export const Direct: Story = {
  args: { conversation: makeConversation() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Excluir Conversa' })).toBeVisible();
    await expect(canvas.queryByText(texts.addParticipants)).not.toBeInTheDocument();
  },
};

/** A change failed: the server's text shows; the typed title stays. */
export const ChangeFailed: Story = {
  args: { errorText: 'Apenas administradores podem alterar a conversa.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Apenas administradores');
  },
};

/** The admin's view, for visual review. */
export const States: Story = { tags: ['visual'] };
