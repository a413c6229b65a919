import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW, makePost, makeWirePost } from '@vizinhos/api/mocks';
import {
  describePostLoadError,
  formatEventDate,
  normalizePost,
  POST_ERROR_TEXTS,
  type Post,
  type UserId,
} from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PostCardStory } from '../PostCard/PostCard.story.tsx';
import { postsTexts } from '../posts.texts.ts';
import { PostPage } from './PostPage.tsx';

const post = makePost();
/** A post the wire sent without a title: the domain's normaliser names it "Postagem sem título". */
const untitled = normalizePost(makeWirePost({ title: '' })) as Post;

/** The loaded page as the app builds it: the head's date and the full card, computed by the domain. */
function loaded(shown: Post) {
  return {
    status: 'ready' as const,
    post: shown,
    dateLabel: shown.createdAt ? formatEventDate(shown.createdAt) : undefined,
    children: (
      <PostCardStory
        post={shown}
        now={FIXTURE_NOW}
        origin="https://vizinhos.example"
        currentUserId={'user-joao' as UserId}
        titleAs="h1"
        onVote={fn()}
        onShare={fn()}
      />
    ),
  };
}

const meta = {
  id: 'feed-postpage',
  title: 'Linha do tempo/PostPage',
  component: PostPage,
  args: { backHref: '/', onNavigate: fn(), status: 'loading' },
} satisfies Meta<typeof PostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The post is on its way: "Carregando postagem...", announced. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(postsTexts.loadingPost);
  },
};

/** The server answered 404 (another area's post, or a deleted one): the error in red. */
export const NotFound: Story = {
  tags: ['visual'],
  args: { status: 'error', errorText: describePostLoadError(404) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Postagem não encontrada (404)');
    await expect(alert).toHaveAttribute('data-tone', 'danger');
  },
};

/** The call itself failed (no network): "Erro ao carregar a postagem", in red. */
export const Failed: Story = {
  args: { status: 'error', errorText: POST_ERROR_TEXTS.postLoadFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erro ao carregar a postagem');
  },
};

/** The post: its author and date, then its full card, which says the title and the text once. */
export const Loaded: Story = {
  tags: ['visual'],
  args: loaded(post),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: post.title })).toHaveLength(1);
    await expect(canvas.getAllByText(post.text)).toHaveLength(1);
    await expect(canvas.getByText('21/11/2026, 07:00')).toBeVisible();
    await expect(canvas.getByRole('article', { name: post.title })).toBeVisible();
  },
};

/** The back link is a real link to the timeline; a plain click navigates in place. */
export const Back: Story = {
  args: loaded(post),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('link', { name: postsTexts.backToTimeline });
    await expect(back).toHaveAttribute('href', '/');
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/' });
  },
};

/** A post without a title reads "Postagem sem título" (spec: "Untitled Post"). */
export const Untitled: Story = {
  args: loaded(untitled),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Postagem sem título' }),
    ).toBeVisible();
  },
};
