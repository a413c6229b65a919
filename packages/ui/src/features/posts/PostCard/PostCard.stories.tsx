import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FIXTURE_NOW,
  makeComment,
  makeEventPost,
  makeHiddenPost,
  makeLongPost,
  makePollOptions,
  makePollPost,
  makePost,
} from '@vizinhos/api/mocks';
import type { UserId } from '@vizinhos/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { atPhoneWidth, expectOwnWidths } from '../../../primitives/Badge/Badge.story.tsx';
import { CommentItemStory } from '../../comments/CommentItem/CommentItem.story.tsx';
import { postsTexts } from '../posts.texts.ts';
import { PostCardStory, storyReader } from './PostCard.story.tsx';
import { PostCardSkeleton } from './PostCardSkeleton.tsx';

const maria = 'user-maria' as UserId;
const joao = 'user-joao' as UserId;
/** Maria's post with her role as the wire sends it (spec: Entities and their fields user.role.name). */
const founderPost = makePost({ author: { ...makePost().author, roleName: 'Fundador' } });

const meta = {
  id: 'feed-postcard',
  title: 'Linha do tempo/PostCard',
  component: PostCardStory,
  args: {
    post: makePost(),
    ...storyReader(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A neighbour's post: votes, comments, flag and share; no edit or delete. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Reunião de moradores no sábado' })).toBeVisible();
    await expect(canvas.getByText('2 horas')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Votar a favor 8' }));
    await expect(args.onVote).toHaveBeenCalledWith({ postId: 'post-1', direction: 'up' });
    await userEvent.click(canvas.getByRole('button', { name: 'Reportar' }));
    await expect(args.onFlag).toHaveBeenCalledWith({ postId: 'post-1' });
    await userEvent.click(canvas.getByRole('button', { name: /Comentários/ }));
    await expect(args.onToggleComments).toHaveBeenCalledWith({ postId: 'post-1' });
  },
};

/**
 * Share hands over the post's link; the page copies it and says so in its own toast, which outlives
 * the card being drawn again.
 */
export const Share: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Compartilhar' }));
    await expect(args.onShare).toHaveBeenCalledWith({
      postId: 'post-1',
      url: 'https://vizinhos.example/posts/post-1',
    });
  },
};

/** The author sees Editar and Excluir; Excluir asks first (spec: Validation rules, Roles and permissions); the role badge comes from the post. */
export const Author: Story = {
  args: { currentUserId: maria, post: founderPost },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Fundador')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalledWith({ postId: 'post-1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog', { name: postsTexts.confirmDeletePost });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ postId: 'post-1' });
  },
};

/** Cancelling the confirmation deletes nothing. */
export const AuthorCancelsDelete: Story = {
  args: { currentUserId: maria },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The reader voted up: the button is pressed. */
export const Voted: Story = {
  args: { post: makePost({ myVote: 'up', upvotes: 9 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Votar a favor 9' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A vote waits for the live confirmation: both buttons are disabled (spec: States and transitions). */
export const VoteLoading: Story = {
  args: { pendingVote: 'down' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Votar contra 1' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Votar a favor 8' })).toBeDisabled();
  },
};

/** Anonymous reader: read only, no flag, votes disabled. */
export const Anonymous: Story = {
  args: { currentUserId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Votar a favor 8' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Reportar' })).not.toBeInTheDocument();
  },
};

/** Hidden by the community (5 downvotes): the notice, then "Mostrar mesmo assim" reveals it and tells the caller. */
export const Hidden: Story = {
  args: { post: makeHiddenPost(), onReveal: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(postsTexts.hiddenNotice)).toBeVisible();
    await expect(canvas.queryByText('Vendo celular barato')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: postsTexts.showAnyway }));
    // The button leaves with the notice: the focus lands on the revealed title.
    await expect(canvas.getByRole('heading', { name: 'Vendo celular barato' })).toHaveFocus();
    await expect(args.onReveal).toHaveBeenCalledWith({ postId: makeHiddenPost().id });
  },
};

/** A hidden post the reader already revealed (the caller keeps the choice): shown at once, no notice. */
export const Revealed: Story = {
  args: { post: makeHiddenPost(), isRevealed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Vendo celular barato' })).toBeVisible();
    await expect(canvas.queryByText(postsTexts.hiddenNotice)).not.toBeInTheDocument();
  },
};

/** The reader blocked the author (spec 3: Collapsed content): collapsed for them until "Mostrar mesmo assim". */
export const FromBlockedResident: Story = {
  args: { isFromBlocked: true, onReveal: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Conteúdo de um morador bloqueado')).toBeVisible();
    await expect(canvas.queryByText(postsTexts.hiddenNotice)).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('heading', { name: 'Reunião de moradores no sábado' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: postsTexts.showAnyway }));
    await expect(canvas.getByRole('heading', { name: 'Reunião de moradores no sábado' })).toHaveFocus();
    await expect(args.onReveal).toHaveBeenCalledWith({ postId: makePost().id });
  },
};

/** Flagged posts are hidden too. */
export const Flagged: Story = {
  args: { post: makePost({ isFlagged: true, flaggedBy: [maria] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(postsTexts.hiddenNotice)).toBeVisible();
  },
};

/** The reader reported this post (spec 3: Own report): "Retirar denúncia" withdraws the report. */
export const ReportedByReader: Story = {
  args: { post: makePost({ isFlagged: true, flaggedBy: [joao] }), isRevealed: true, onWithdrawReport: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Você reportou esta postagem')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retirar denúncia' }));
    await expect(args.onWithdrawReport).toHaveBeenCalledWith({ postId: 'post-1' });
  },
};

/** The withdrawal on its way: its button waits. */
export const WithdrawingReport: Story = {
  args: { post: makePost({ isFlagged: true, flaggedBy: [joao] }), isWithdrawingReport: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retirar denúncia' })).toBeDisabled();
  },
};

/** Reported by someone else: the reader is not told anything of it but the hide notice. */
export const ReportedByOthers: Story = {
  args: { post: makePost({ isFlagged: true, flaggedBy: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(postsTexts.hiddenNotice)).toBeVisible();
    await expect(canvas.queryByText('Você reportou esta postagem')).toBeNull();
  },
};

/** A poll before the reader voted: choosing and sending calls `onPollVote`. */
export const Poll: Story = {
  args: { post: makePollPost() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Votação')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Sábado de manhã' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Votar' }));
    await expect(args.onPollVote).toHaveBeenCalledWith({ postId: 'post-poll', optionId: 'option-1' });
  },
};

/** A poll the reader answered: the results. */
export const PollVoted: Story = {
  args: { post: makePollPost({ pollOptions: makePollOptions([12, 7, 3], 1) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Obrigado por votar!')).toBeVisible();
  },
};

/** An event with its date and the add-to-calendar choices. */
export const Event: Story = {
  args: { post: makeEventPost() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Three days after the fixture clock (12:00 UTC), shown with its time in São Paulo (spec: Validation rules).
    await expect(canvas.getByText('24/11/2026, 09:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar ao calendário' }));
    await expect(await screen.findByRole('menuitem', { name: 'Google' })).toHaveAttribute(
      'href',
      expect.stringContaining('calendar.google.com'),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Baixar arquivo ICS' }));
    await expect(args.onDownloadIcs).toHaveBeenCalledWith({ postId: 'post-event' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** With a picture. */
export const WithImage: Story = {
  args: {
    post: makePost({
      imageUrl:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="640" height="240"%3E%3Crect width="640" height="240" fill="%2393b4fb"/%3E%3Ccircle cx="120" cy="120" r="60" fill="%231d4fd8"/%3E%3C/svg%3E',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /Imagem da postagem/ })).toBeVisible();
  },
};

/** Long Portuguese title and text wrap. */
export const LongText: Story = { args: { post: makeLongPost() } };

/** With the comment slot filled. */
export const WithComments: Story = {
  args: {
    comments: <CommentItemStory comment={makeComment()} now={FIXTURE_NOW} currentUsername="maria.souza" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/mesas dobráveis/)).toBeVisible();
  },
};

/** A Segurança post with a location: the map slot under its text holds the security map card. */
export const WithMap: Story = {
  args: {
    post: makePost({ category: 'Segurança', location: { lat: -23.5882, lng: -46.6388 } }),
    map: (
      <section
        aria-label="Mapa de ocorrências"
        style={{ height: 120, background: 'var(--vz-color-surface-sunken)' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(within(article).getByRole('region', { name: 'Mapa de ocorrências' })).toBeVisible();
  },
};

/** The 2-second highlight of a new or opened post. */
export const Highlighted: Story = {
  args: { isHighlighted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-highlighted', 'true');
  },
};

/** While the timeline loads: the card's shape, announced once. */
export const Loading: Story = {
  render: () => <PostCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

/** On a phone (390 px): the category and role badges keep their own width. */
export const SmallScreen: Story = {
  args: { post: makeLongPost({ author: { ...makeLongPost().author, roleName: 'Moderador' } }) },
  decorators: [atPhoneWidth],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mod', { exact: true })).toBeVisible();
    await expectOwnWidths(canvasElement, { atLeast: 2 });
  },
};

/** Dark theme. */
export const Dark: Story = {
  args: { post: makePollPost(), currentUserId: maria },
  globals: { theme: 'dark' },
};

/** Every state side by side, for visual review. */
export const States: Story = {
  tags: ['visual'],
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div
      style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxWidth: 1100 }}
    >
      <PostCardStory {...args} post={makePost({ myVote: 'up', upvotes: 9 })} />
      <PostCardStory {...args} currentUserId={maria} post={founderPost} pendingVote="down" />
      <PostCardStory {...args} post={makeHiddenPost()} />
      <PostCardStory {...args} post={makePollPost({ pollOptions: makePollOptions([12, 7, 3], 1) })} />
      <PostCardStory {...args} post={makePollPost()} />
      <PostCardStory {...args} post={makeEventPost()} />
      <PostCardSkeleton isAnimated={false} />
    </div>
  ),
};
