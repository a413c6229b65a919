import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button.tsx';
import { storyReader } from '../PostCard/PostCard.story.tsx';
import { postsTexts } from '../posts.texts.ts';
import { arrivingPost, makeTimelinePosts, timelineCards } from './Timeline.story.tsx';
import { Timeline, type TimelineProps } from './Timeline.tsx';

const reader = storyReader();
const fivePosts = makeTimelinePosts(5);
const fiveCards = timelineCards(fivePosts, reader);

const meta = {
  id: 'feed-timeline',
  title: 'Linha do tempo/Timeline',
  component: Timeline,
  args: {
    posts: fiveCards,
    status: 'ready',
    hasMore: false,
    isLoadingMore: false,
    isAnimated: false,
    onLoadMore: fn(),
    onRetry: fn(),
    onShowNewPosts: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page is on its way: card-shaped skeletons, announced once. */
export const Loading: Story = {
  args: { status: 'loading', posts: [], hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const announced = canvas
      .getAllByRole('status')
      .filter((region) => region.textContent === 'Carregando...');
    await expect(announced).toHaveLength(1);
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** No post in this category yet. */
export const Empty: Story = {
  tags: ['visual'],
  args: { posts: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(postsTexts.emptyTitle)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Five cards and more on the server: the end is near, so the next page is asked for at once. */
export const Ready: Story = {
  tags: ['visual'],
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: postsTexts.timeline });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(5));
    await expect(canvas.getByRole('article', { name: 'Poste apagado na Rua das Flores' })).toBeVisible();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
  },
};

/**
 * Tab walks the cards in their order: from the first card's last control to the second card. The
 * focus coming into the list virtualises it, the focus kept on the same control of the same card.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const flowing = await canvas.findByRole('article', { name: 'Poste apagado na Rua das Flores' });
    within(flowing).getByRole('button', { name: 'Compartilhar' }).focus();
    await waitFor(() => expect(flowing).not.toBeInTheDocument());
    const first = canvas.getByRole('article', { name: 'Poste apagado na Rua das Flores' });
    await expect(first).toContainElement(document.activeElement as HTMLElement);
    await expect(document.activeElement).toHaveAccessibleName('Compartilhar');
    await userEvent.tab();
    const second = canvas.getByRole('article', { name: 'Vendo bicicleta aro 26' });
    await expect(second).toContainElement(document.activeElement as HTMLElement);
    await expect(document.activeElement).toHaveAccessibleName('Votar a favor 7');
  },
};

/** The next page is on its way. */
export const LoadingMore: Story = {
  args: { hasMore: true, isLoadingMore: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(postsTexts.loadingMore)).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The last page came back empty: the end-of-list message. */
export const End: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(postsTexts.endOfList)).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The first page failed: the error in red with a retry. */
export const Failed: Story = {
  name: 'Error',
  args: { status: 'error', posts: [], hasMore: true, errorText: 'Erro de rede ao carregar postagens' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro de rede ao carregar postagens');
    await userEvent.click(canvas.getByRole('button', { name: postsTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** A later page failed: the cards stay, the error and its retry sit at the end, nothing reloads by itself. */
export const PageFailed: Story = {
  args: { status: 'error', hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(postsTexts.loadFailed);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** A neighbour's new post arrived live: it is first and highlighted for 2 s. */
export const LiveArrival: Story = {
  args: { posts: timelineCards(fivePosts, reader, new Set([fivePosts[0]?.id ?? ''])) },
  play: async ({ canvasElement }) => {
    const articles = within(canvasElement).getAllByRole('article');
    await expect(articles[0]).toHaveAttribute('data-highlighted', 'true');
    await expect(articles[1]).toHaveAttribute('data-highlighted', 'false');
  },
};

/** Posts arrived while the reader was away: the pill over the cards, in a polite live region. */
export const Novidades: Story = {
  tags: ['visual'],
  args: { newPostCount: 3 },
  play: async ({ canvasElement, args }) => {
    const pill = within(canvasElement).getByRole('button', { name: '3 novidades' });
    await expect(pill.closest('[role="status"]')).not.toBeNull();
    await expect(args.onShowNewPosts).not.toHaveBeenCalled();
  },
};

/** The pill shows them: the caller is told, the page goes back to the top and the first card takes focus. */
export const ShowNovidades: Story = {
  args: { newPostCount: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '3 novidades' }));
    await expect(args.onShowNewPosts).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(canvas.getAllByRole('article')[0]));
  },
};

/** One new post reads in the singular. */
export const OneNovidade: Story = {
  args: { newPostCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '1 novidade' })).toBeVisible();
  },
};

/** The live connection is down: the banner above the cards, read politely. */
export const Reconnecting: Story = {
  tags: ['visual'],
  args: { isReconnecting: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement)
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('Reconectando...'));
    await expect(banner).toHaveTextContent(postsTexts.reconnectingDescription);
  },
};

/** The page the server paints: every card in the flow, nothing asked for at the end. */
export const Static: Story = {
  args: { isStatic: true, hasMore: true },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: postsTexts.timeline });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Each card of the static list sits where the virtual list puts it once measured (no move at the swap). */
export const StaticMatchesVirtual: Story = {
  args: { hasMore: true },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, alignItems: 'start' }}>
      <Timeline {...args} data-testid="virtual" />
      <Timeline {...args} isStatic data-testid="static" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tops = (testId: string) => {
      const root = canvas.getByTestId(testId);
      const origin = root.getBoundingClientRect().top;
      return [...root.querySelectorAll('article')].map((card) => card.getBoundingClientRect().top - origin);
    };
    await waitFor(() => expect(tops('virtual').length).toBeGreaterThan(1));
    // The virtual list places each card at its measured height rounded to a pixel: within a pixel.
    await waitFor(() => {
      const virtual = tops('virtual');
      const painted = tops('static');
      for (const [index, top] of virtual.entries())
        expect(Math.abs((painted[index] ?? -100) - top)).toBeLessThanOrEqual(1);
    });
  },
};

const thousand = timelineCards(makeTimelinePosts(1000), reader);

/** A thousand posts: only the cards near the viewport are in the document, and the page stays light. */
export const Thousand: Story = {
  args: { posts: thousand, hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: postsTexts.timeline });
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(0));
    await expect(within(list).getAllByRole('article').length).toBeLessThan(400);
    await expect(list.querySelectorAll('*').length).toBeLessThan(400);
    await expect(args.onLoadMore).not.toHaveBeenCalled();

    // Tab keeps going card after card: the next cards render as focus moves down the page.
    const first = canvas.getByRole('article', { name: 'Poste apagado na Rua das Flores (1)' });
    within(first).getByRole('button', { name: 'Votar a favor 0' }).focus();
    let position = 1;
    for (let step = 0; step < 60; step += 1) {
      await userEvent.tab();
      const item = document.activeElement?.closest('li[aria-posinset]');
      await expect(item).not.toBeNull();
      const next = Number(item?.getAttribute('aria-posinset'));
      await expect(next).toBeGreaterThanOrEqual(position);
      position = next;
    }
    await expect(position).toBeGreaterThan(6);
    await expect(list.querySelectorAll('*').length).toBeLessThan(400);

    // Near the end (1000 px before the bottom) the next page is asked for, once.
    window.scrollTo({ top: document.documentElement.scrollHeight });
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('article', { name: /\(1000\)$/ })).toBeInTheDocument());
    await expect(list.querySelectorAll('*').length).toBeLessThan(400);
    window.scrollTo({ top: 0 });
  },
};

/** Timeline with a story-only button that puts a live post on top, as the app does when one arrives. */
function LiveTimeline(args: TimelineProps) {
  const [posts, setPosts] = useState(args.posts);
  return (
    <>
      <Button
        size="sm"
        style={{ position: 'fixed', right: 8, bottom: 8, zIndex: 10 }}
        onClick={() =>
          setPosts([...timelineCards([arrivingPost], reader, new Set([arrivingPost.id])), ...posts])
        }
      >
        Chegou uma postagem
      </Button>
      <Timeline {...args} posts={posts} />
    </>
  );
}

/** A post arrives while the reader is further down: the card under their eyes does not move. */
export const LiveArrivalWhileReading: Story = {
  args: { posts: timelineCards(makeTimelinePosts(40), reader) },
  render: (args) => <LiveTimeline {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The first card whose top is in the viewport: the one the reader is reading.
    const reading = canvas
      .getAllByRole('article')
      .find((article) => article.getBoundingClientRect().top >= 0) as HTMLElement;
    const title = document.getElementById(reading.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    const position = Number(reading.closest('li')?.getAttribute('aria-posinset'));
    await expect(position).toBeGreaterThan(3);
    const before = reading.getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: 'Chegou uma postagem' }));
    const moved = () => canvas.getByRole('article', { name: title });
    await waitFor(() => expect(moved().closest('li')).toHaveAttribute('aria-posinset', String(position + 1)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(Math.abs(moved().getBoundingClientRect().top - before)).toBeLessThan(2);
    window.scrollTo({ top: 0 });
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: arrivingPost.title })).toBeInTheDocument(),
    );
  },
};
