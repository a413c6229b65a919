import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyReader } from '../PostCard/PostCard.story.tsx';
import { makeTimelinePosts, timelineCards } from './Timeline.story.tsx';
import { VirtualPostList, type VirtualPostListProps } from './VirtualPostList.tsx';

const cards = timelineCards(makeTimelinePosts(40), storyReader());

/** The list's own items (a card may hold lists of its own). */
const itemsOf = (canvasElement: HTMLElement) => [
  ...within(canvasElement).getByRole('list', { name: 'Linha do tempo' }).querySelectorAll(':scope > li'),
];

/** The list with a first screen's cards, as TimelinePostList hands it over (or not). */
function List(args: Omit<VirtualPostListProps, 'aboveRef'>) {
  const aboveRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={aboveRef} />
      <VirtualPostList {...args} aboveRef={aboveRef} />
    </>
  );
}

// The timeline's cards once virtual (TimelinePostList fetches this chunk when the reader moves):
// only the cards near the viewport are in the document, each at its measured offset.
const meta = {
  id: 'feed-virtualpostlist',
  title: 'Linha do tempo/VirtualPostList',
  component: VirtualPostList,
  args: {
    posts: cards,
    hasMore: false,
    isBusy: false,
    onLoadMore: fn(),
    'aria-label': 'Linha do tempo',
    aboveRef: { current: null },
  },
  render: ({ aboveRef: _unused, ...args }) => <List {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VirtualPostList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Forty cards: the first screen's and one past it, each measured; the list as tall as all of them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(itemsOf(canvasElement).length).toBeGreaterThan(0));
    await expect(itemsOf(canvasElement).length).toBeLessThan(40);
    const list = within(canvasElement).getByRole('list', { name: 'Linha do tempo' });
    await expect(list.getBoundingClientRect().height).toBeGreaterThan(40 * 200);
  },
};

/**
 * Started from heights already measured (the flowing list's): each card is placed at the sum of the
 * heights above it in the first render, not at the 300 px guess.
 */
export const StartsFromMeasuredHeights: Story = {
  args: { measured: new Map(cards.map(({ post }) => [post.id, 600])) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(itemsOf(canvasElement).length).toBeGreaterThan(1));
    const list = within(canvasElement).getByRole('list', { name: 'Linha do tempo' });
    // Before any card is measured again, the total is the given heights' (40 × 600 px, the guess would give 40 × 300).
    await expect(Number.parseFloat(list.style.height)).toBeGreaterThan(40 * 450);
  },
};
