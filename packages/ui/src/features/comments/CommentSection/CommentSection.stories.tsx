import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW, makeComment, makeCommentThread } from '@vizinhos/api/mocks';
import type { CommentId, UserId } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentCreator } from '../CommentCreator/CommentCreator.tsx';
import { CommentSectionStory } from './CommentSection.story.tsx';

const page = [
  makeComment(),
  makeComment({
    id: 'comment-2' as CommentId,
    text: 'Alguém sabe se a prefeitura libera a rua nesse dia?',
    author: { id: 'user-ana' as UserId, username: 'ana.lima', avatar: undefined, roleName: 'Fundador' },
    upvotes: 8,
  }),
  makeComment({
    id: 'comment-3' as CommentId,
    text: 'Conte comigo para a limpeza depois.',
    author: {
      id: 'user-carlos' as UserId,
      username: 'carlos.mendes',
      avatar: undefined,
      roleName: 'Moderador',
    },
    upvotes: 0,
  }),
  makeComment({
    id: 'comment-4' as CommentId,
    text: 'Tem como trazer as crianças da escola?',
    author: { id: 'user-bia' as UserId, username: 'beatriz.rocha', avatar: undefined, roleName: 'Admin' },
    upvotes: 1,
    downvotes: 2,
  }),
  makeComment({ id: 'comment-5' as CommentId, text: '[Deleted]', isDeleted: true, upvotes: 0 }),
];

const meta = {
  id: 'comments-commentsection',
  title: 'Comentários/CommentSection',
  component: CommentSectionStory,
  args: {
    status: 'ready',
    comments: page,
    now: FIXTURE_NOW,
    currentUsername: 'maria.souza',
    hasMore: false,
    creator: <CommentCreator text="" canSend={false} onTextChange={fn()} onSend={fn()} />,
    onMore: fn(),
    onRetry: fn(),
    onVote: fn(),
    onReply: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentSectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of comments sorted by score (spec: Business constants and limits), role badges and a deleted one. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Comentários' });
    const authors = within(list)
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-labelledby'));
    await expect(authors).toHaveLength(5);
    // The most voted comment comes first.
    await expect(within(list).getAllByRole('article')[0]).toHaveTextContent('ana.lima');
    await expect(canvas.getByText('Fundador')).toBeVisible();
    await expect(canvas.getByText('Mod')).toBeVisible();
    await expect(canvas.getByText('Admin')).toBeVisible();
    await expect(canvas.getByText('[Comentário apagado]')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Escreva um comentário' })).toBeVisible();
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  tags: ['visual'],
  args: { status: 'loading', comments: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Carregando comentários...' }),
    ).toBeVisible();
  },
};

/** No comments yet. */
export const Empty: Story = {
  tags: ['visual'],
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nenhum comentário ainda. Seja o primeiro a comentar!'),
    ).toBeVisible();
  },
};

/** A full page of 5 came back, so "Mais comentários" asks for the next (spec: Business constants and limits). */
export const Paged: Story = {
  tags: ['visual'],
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mais comentários' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page is loading: the button is busy. */
export const LoadingMore: Story = {
  args: { hasMore: true, isLoadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mais comentários' })).toBeDisabled();
  },
};

/** The first page failed: the reason and a retry. */
export const ErrorState: Story = {
  name: 'Error',
  tags: ['visual'],
  args: { status: 'error', comments: [], errorText: 'Erro de rede ao carregar os comentários' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro de rede ao carregar os comentários');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An anonymous visitor reads, and sees "Faça login para comentar" instead of the box. */
export const Anonymous: Story = {
  tags: ['visual'],
  args: { currentUsername: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Faça login para comentar')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
  },
};

/** Replies at every level: indented up to level 3; replying at level 3 opens the parent's creator. */
export const RepliesAtEachLevel: Story = {
  tags: ['visual'],
  args: { comments: [makeCommentThread(4)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const levels = canvas.getAllByRole('article').map((article) => article.getAttribute('data-level'));
    await expect(levels).toEqual(['0', '1', '2', '3', '3']);
    const replies = canvas.getAllByRole('button', { name: 'Responder' });
    await userEvent.click(replies[3] as HTMLElement);
    await expect(args.onReply).toHaveBeenLastCalledWith({
      target: { parentCommentId: 'comment-3', level: 3 },
    });
  },
};
