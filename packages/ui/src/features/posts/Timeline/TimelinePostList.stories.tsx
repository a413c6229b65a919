import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyReader } from '../PostCard/PostCard.story.tsx';
import { makeTimelinePosts, timelineCards } from './Timeline.story.tsx';
import { TimelinePostList, type TimelinePostListProps } from './TimelinePostList.tsx';

const reader = storyReader();
const aPage = timelineCards(makeTimelinePosts(20), reader);

/** The list's own items (a card may hold lists of its own), under an open modal dialog too. */
const itemsOf = (canvasElement: HTMLElement) => [
  ...within(canvasElement)
    .getByRole('list', { name: 'Linha do tempo', hidden: true })
    .querySelectorAll(':scope > li'),
];
/** Whether the cards are the virtual list's (each moved to its measured offset) rather than in the flow. */
const isVirtual = (canvasElement: HTMLElement) =>
  itemsOf(canvasElement).every((item) => getComputedStyle(item).position === 'absolute');

/** The list under a block standing for the editor slot, as Timeline puts it. */
function ListUnderEditor(args: Omit<TimelinePostListProps, 'aboveRef'>) {
  const aboveRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={aboveRef} style={{ height: 80 }} />
      <TimelinePostList {...args} aboveRef={aboveRef} />
    </>
  );
}

// The timeline's cards as the app shows them (Timeline without `isStatic`): in the flow until the
// reader moves, then virtual, its chunk fetched then (only what the view uses).
const meta = {
  id: 'feed-timelinepostlist',
  title: 'Linha do tempo/TimelinePostList',
  component: TimelinePostList,
  args: {
    posts: aPage,
    hasMore: true,
    isBusy: false,
    onLoadMore: fn(),
    'aria-label': 'Linha do tempo',
    aboveRef: { current: null },
  },
  render: ({ aboveRef: _unused, ...args }) => <ListUnderEditor {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimelinePostList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A first page the reader has not moved in (what a phone opening the app sees): every card in the
 * flow, added a few per task, nothing asked for. The first scroll virtualises the list: the card
 * under the reader's eyes stays where it was, and only the cards near the viewport stay.
 */
export const FlowsUntilTheReaderMoves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(itemsOf(canvasElement)).toHaveLength(20));
    await expect(isVirtual(canvasElement)).toBe(false);
    await expect(args.onLoadMore).not.toHaveBeenCalled();

    window.scrollTo({ top: 2000 });
    const reading = canvas
      .getAllByRole('article')
      .find((article) => article.getBoundingClientRect().top >= 0) as HTMLElement;
    const title = document.getElementById(reading.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    const before = reading.getBoundingClientRect().top;
    await waitFor(() => expect(reading).not.toBeInTheDocument());
    await expect(isVirtual(canvasElement)).toBe(true);
    await expect(itemsOf(canvasElement).length).toBeLessThan(20);
    const after = canvas.getByRole('article', { name: title });
    await expect(Math.abs(after.getBoundingClientRect().top - before)).toBeLessThanOrEqual(1);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    window.scrollTo({ top: 0 });
  },
};

/** The focus coming into the list virtualises it, the focus kept on the same control of the same card. */
export const FocusKept: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const flowing = await canvas.findByRole('article', { name: 'Vendo bicicleta aro 26 (2)' });
    within(flowing).getByRole('button', { name: 'Compartilhar' }).focus();
    await waitFor(() => expect(flowing).not.toBeInTheDocument());
    await expect(isVirtual(canvasElement)).toBe(true);
    const card = canvas.getByRole('article', { name: 'Vendo bicicleta aro 26 (2)' });
    await expect(card).toContainElement(document.activeElement as HTMLElement);
    await expect(document.activeElement).toHaveAccessibleName('Compartilhar');
  },
};

/**
 * A press on a card's button (a tap, a click) is not a move: the list stays in the flow, so the
 * press lands on the card it was made on, never on one swapped in under the finger.
 */
export const PressStaysInTheFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Poste apagado na Rua das Flores (1)' });
    await userEvent.click(within(card).getByRole('button', { name: /^Comentários/ }));
    await expect(reader.onToggleComments).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(card).toBeInTheDocument();
    await expect(isVirtual(canvasElement)).toBe(false);
  },
};

/**
 * A reader typing in a card's field (the comment box) keeps it while the page scrolls: the list is
 * virtualised once the focus has left the field, not under the typing.
 */
export const TypingHoldsTheSwap: Story = {
  args: {
    posts: aPage.map((card, index) =>
      index === 0 ? { ...card, comments: <textarea aria-label="Escreva um comentário" /> } : card,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Escreva um comentário' });
    await userEvent.click(box);
    await userEvent.keyboard('Passa às terças');
    window.scrollBy({ top: 40 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(box).toBeInTheDocument();
    await expect(box).toHaveValue('Passa às terças');
    await expect(box).toHaveFocus();
    await expect(isVirtual(canvasElement)).toBe(false);
    box.blur();
    await waitFor(() => expect(isVirtual(canvasElement)).toBe(true));
    window.scrollTo({ top: 0 });
  },
};

/**
 * A reader who opened a card's dialog (the author's delete confirmation) while the list wants to
 * swap: the card is not drawn again under the open dialog, which would close it; the list swaps
 * once it is closed.
 */
export const OpenDialogHoldsTheSwap: Story = {
  args: { posts: aPage.map((card, index) => (index === 0 ? { ...card, canEdit: true } : card)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Poste apagado na Rua das Flores (1)' });
    await userEvent.click(within(card).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog');
    window.scrollBy({ top: 40 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(dialog).toBeInTheDocument();
    await expect(card).toBeInTheDocument();
    await expect(isVirtual(canvasElement)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(isVirtual(canvasElement)).toBe(true));
    window.scrollTo({ top: 0 });
  },
};

const sendComment = fn();

/**
 * A reader who typed in a card's field (the list wants to swap, held by the typing) then presses
 * its send button: the press still holds the swap, from the button going down to its click, so
 * the click lands on the button pressed (a swap between the two lost the comment: the button was
 * remounted under the finger). The list swaps once the click is done.
 */
export const PressAfterTypingLandsInTheFlow: Story = {
  args: {
    posts: aPage.map((card, index) =>
      index === 0
        ? {
            ...card,
            comments: (
              <>
                <textarea aria-label="Escreva um comentário" />
                <button type="button" onClick={sendComment}>
                  Comentar
                </button>
              </>
            ),
          }
        : card,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Escreva um comentário' });
    const send = canvas.getByRole('button', { name: 'Comentar' });
    // One session of the pointer, so the button let go is the one pressed.
    const user = userEvent.setup();
    // The focus comes to the field without a press (as by keyboard): the list wants to swap.
    box.focus();
    await user.keyboard('Passa às terças');
    // Down on the button (the focus leaves the field), held past a few of the swap's looks.
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(send).toBeInTheDocument();
    await expect(isVirtual(canvasElement)).toBe(false);
    await user.pointer({ keys: '[/MouseLeft]', target: send });
    await expect(sendComment).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(isVirtual(canvasElement)).toBe(true));
  },
};

/**
 * A short page with more to load: its end is near at once, so the flowing list asks for the next
 * page itself, once, and stays in the flow (a short timeline never fetches the virtualizer).
 */
export const NearTheEnd: Story = {
  args: { posts: aPage.slice(0, 3) },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await expect(itemsOf(canvasElement)).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(isVirtual(canvasElement)).toBe(false);
  },
};

/** The last page, short: nothing to load, so the cards stay in the flow. */
export const ShortAndDone: Story = {
  args: { posts: aPage.slice(0, 3), hasMore: false },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(itemsOf(canvasElement)).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(isVirtual(canvasElement)).toBe(false);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** More than a page (the list outgrew one): virtual at once. */
export const LongerThanAPage: Story = {
  args: { posts: timelineCards(makeTimelinePosts(60), reader) },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(isVirtual(canvasElement)).toBe(true));
    await expect(itemsOf(canvasElement).length).toBeLessThan(20);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};
