import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW, makeComment, makeCommentThread } from '@vizinhos/api/mocks';
import type { CommentId, UserId } from '@vizinhos/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { commentsTexts } from '../comments.texts.ts';
import { CommentItemStory } from './CommentItem.story.tsx';

const meta = {
  id: 'comments-commentitem',
  title: 'Comentários/CommentItem',
  component: CommentItemStory,
  args: {
    comment: makeComment(),
    now: FIXTURE_NOW,
    currentUsername: 'maria.souza',
    onVote: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onReply: fn(),
    onMoreReplies: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentItemStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A neighbour's comment: votes and reply, no Editar or Deletar. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15 minutos')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Votar a favor do comentário 3' }));
    await expect(args.onVote).toHaveBeenCalledWith({ commentId: 'comment-1', direction: 'up' });
    await userEvent.click(canvas.getByRole('button', { name: 'Responder' }));
    await expect(args.onReply).toHaveBeenCalledWith({ target: { parentCommentId: 'comment-1', level: 1 } });
  },
};

/** The reader blocked the author (spec 3: Collapsed content): collapsed until "Mostrar mesmo assim". */
export const FromBlockedResident: Story = {
  args: { blockedAuthorIds: new Set(['user-joao']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Conteúdo de um morador bloqueado')).toBeVisible();
    await expect(canvas.queryByText(/Ótima iniciativa/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar mesmo assim' }));
    await expect(canvas.getByText(/Ótima iniciativa/)).toBeVisible();
    await expect(canvas.queryByText('Conteúdo de um morador bloqueado')).not.toBeInTheDocument();
  },
};

/** Pressing the direction already chosen removes the vote (spec: States and transitions). */
export const Voted: Story = {
  args: { comment: makeComment({ myVote: 'up', upvotes: 4 }) },
  play: async ({ canvasElement, args }) => {
    const up = within(canvasElement).getByRole('button', { name: 'Votar a favor do comentário 4' });
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(up);
    await expect(args.onVote).toHaveBeenCalledWith({ commentId: 'comment-1', direction: 'none' });
  },
};

/** The vote waits for its live update: the buttons stay disabled. */
export const VotePending: Story = {
  args: { pendingVoteIds: new Set(['comment-1' as CommentId]) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Votar contra o comentário 0' }),
    ).toBeDisabled();
  },
};

/** The author edits inline: Ctrl+Enter saves the new text. */
export const Author: Story = {
  args: { currentUsername: 'joao.pereira' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    const box = canvas.getByRole('textbox', { name: 'Editar comentário' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Levo as mesas e as cadeiras.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onEdit).toHaveBeenCalledWith({
      commentId: 'comment-1',
      text: 'Levo as mesas e as cadeiras.',
    });
  },
};

/** Cmd+Enter saves too; Esc cancels without saving. */
export const EditWithCmdAndEsc: Story = {
  args: { currentUsername: 'joao.pereira' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Editar comentário' }), ' Eu também!');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(args.onEdit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Editar comentário' }), ' Eu também!');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect(args.onEdit).toHaveBeenCalledWith({
      commentId: 'comment-1',
      text: 'Ótima iniciativa! Posso levar as mesas dobráveis do condomínio. Eu também!',
    });
  },
};

/** Empty text cannot be saved, by button or by keys (spec: Validation rules). */
export const EditEmpty: Story = {
  args: { currentUsername: 'joao.pereira' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Editar comentário' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Editar comentário' }), '   ');
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Deletar asks "Tem certeza que deseja deletar este comentário?" first. */
export const Delete: Story = {
  args: { currentUsername: 'joao.pereira' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deletar' }));
    const dialog = await screen.findByRole('alertdialog', { name: commentsTexts.confirmDeleteComment });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ commentId: 'comment-1' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A deleted comment reads "[Comentário apagado]" (spec: "[Deleted]") and offers no actions. */
export const Deleted: Story = {
  args: { comment: makeComment({ isDeleted: true, text: '' }), currentUsername: 'joao.pereira' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(commentsTexts.deletedComment)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  },
};

/** Role badges on comments: Fundador, Mod, Admin (spec: Entities and their fields). */
export const RoleBadges: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CommentItemStory
        {...args}
        comment={makeComment({ author: { ...makeComment().author, roleName: 'Fundador' } })}
      />
      <CommentItemStory
        {...args}
        comment={makeComment({
          id: 'c-mod' as CommentId,
          author: { ...makeComment().author, roleName: 'Moderador' },
        })}
      />
      <CommentItemStory
        {...args}
        comment={makeComment({
          id: 'c-adm' as CommentId,
          author: { ...makeComment().author, roleName: 'Admin' },
        })}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Fundador')).toBeVisible();
    await expect(canvas.getByText('Mod')).toBeVisible();
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

/** Replies nest and indent up to level 3; a reply at level 3 goes to its parent's creator (spec: Business constants and limits). */
export const NestedReplies: Story = {
  args: { comment: makeCommentThread(4) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const replies = canvas.getAllByRole('button', { name: 'Responder' });
    await expect(replies).toHaveLength(5);
    await userEvent.click(replies[3]!);
    await expect(args.onReply).toHaveBeenCalledWith({ target: { parentCommentId: 'comment-3', level: 3 } });
  },
};

/** Replies in the domain's order (spec: Business constants and limits): the voted-up reply first, whatever order they came in. */
export const RepliesSorted: Story = {
  args: {
    comment: makeComment({
      replies: [
        makeComment({
          id: 'r-old' as CommentId,
          parentId: 'comment-1' as CommentId,
          text: 'Resposta sem votos.',
          upvotes: 0,
        }),
        makeComment({
          id: 'r-top' as CommentId,
          parentId: 'comment-1' as CommentId,
          text: 'Resposta mais votada.',
          upvotes: 6,
        }),
      ],
      replyCount: 2,
    }),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Resposta mais votada.');
    await expect(items[1]).toHaveTextContent('Resposta sem votos.');
  },
};

/** More replies exist than loaded: "Ver mais respostas". */
export const MoreReplies: Story = {
  args: { comment: { ...makeCommentThread(1), replyCount: 6 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver mais respostas' }));
    await expect(args.onMoreReplies).toHaveBeenCalledWith({ commentId: 'comment-1' });
  },
};

/** Anonymous reader: no reply, votes disabled. */
export const Anonymous: Story = {
  args: { currentUsername: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Votar a favor do comentário 3' })).toBeDisabled();
  },
};

/** A long Portuguese comment. */
export const LongText: Story = {
  args: {
    comment: makeComment({
      text: 'Concordo plenamente com a proposta, mas gostaria de lembrar que a calçada da esquina da Rua Domingos de Morais com a Rua das Flores continua quebrada desde o começo do ano, e os idosos do condomínio ao lado têm dificuldade para passar por ali, principalmente em dias de chuva.',
      author: {
        id: 'user-x' as UserId,
        username: 'maria.aparecida.dos.santos.oliveira',
        avatar: undefined,
        roleName: 'Moderador',
      },
    }),
  },
};

/** On a phone. */
export const SmallScreen: Story = {
  args: { comment: makeCommentThread(3) },
  globals: { viewport: { value: 'mobile1' } },
};

/** Dark theme. */
export const Dark: Story = { args: { comment: makeCommentThread(2) }, globals: { theme: 'dark' } };

/** Every state side by side, for visual review. */
export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div
      style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxWidth: 1100 }}
    >
      <CommentItemStory
        {...args}
        comment={makeComment({
          myVote: 'up',
          upvotes: 4,
          author: { ...makeComment().author, roleName: 'Fundador' },
        })}
      />
      <CommentItemStory
        {...args}
        currentUsername="joao.pereira"
        comment={makeComment({ id: 'c-2' as CommentId })}
      />
      <CommentItemStory
        {...args}
        comment={makeComment({ id: 'c-3' as CommentId, isDeleted: true, text: '' })}
      />
      <CommentItemStory {...args} comment={{ ...makeCommentThread(3), replyCount: 2 }} />
    </div>
  ),
  decorators: [(Story) => <Story />],
};

/** "Reportar" on a neighbour's comment asks the app to open the report dialog (spec 3: Report dialog). */
export const Report: Story = {
  args: { onReport: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reportar comentário de joao.pereira' }));
    await expect(args.onReport).toHaveBeenCalledWith({ commentId: 'comment-1' });
  },
};

/** One's own comment has no "Reportar"; nor has a visitor's view. */
export const ReportNotOffered: Story = {
  args: { onReport: fn(), currentUsername: 'joao.pereira' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Reportar/ })).toBeNull();
  },
};
