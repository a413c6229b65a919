import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyReader } from '../PostCard/PostCard.story.tsx';
import { StaticPostList } from './StaticPostList.tsx';
import { makeTimelinePosts, timelineCards } from './Timeline.story.tsx';

const reader = storyReader();
const cards = timelineCards(makeTimelinePosts(3), reader);

/** The list's own items (a card may hold lists of its own). */
const itemsOf = (canvasElement: HTMLElement) => [
  ...within(canvasElement).getByRole('list', { name: 'Linha do tempo' }).querySelectorAll(':scope > li'),
];

// The timeline's cards as the server paints them, before the app runs (Timeline's `isStatic`).
const meta = {
  id: 'feed-staticpostlist',
  title: 'Linha do tempo/StaticPostList',
  component: StaticPostList,
  args: { posts: cards, hasMore: false, 'aria-label': 'Linha do tempo' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaticPostList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole list in the flow: each card says its place and the list's size; its buttons work at once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = itemsOf(canvasElement);
    await expect(items.map((item) => item.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    await expect(items.map((item) => item.getAttribute('aria-setsize'))).toEqual(['3', '3', '3']);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Poste apagado na Rua das Flores/,
    );
    await userEvent.click(first.getByRole('button', { name: /^Comentários/ }));
    await expect(reader.onToggleComments).toHaveBeenCalledWith({ postId: 'post-1' });
  },
};

/** More pages on the server: the size is unknown (-1), as the virtual list says it. */
export const HasMore: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement }) => {
    const items = itemsOf(canvasElement);
    await expect(items.map((item) => item.getAttribute('aria-setsize'))).toEqual(['-1', '-1', '-1']);
  },
};

/** No posts: an empty list, nothing else. */
export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Linha do tempo' })).toBeEmptyDOMElement();
  },
};
