import type { Meta, StoryObj } from '@storybook/react-vite';
import { splitMarked } from '@vizinhos/domain';
import { expect, within } from 'storybook/test';
import { MarkedText } from './MarkedText.tsx';

// The pieces come from the domain's splitMarked, as the search page cuts its results, so the story
// shows what a resident sees for ranges at the edges, ranges that overlap and text that looks like markup.
const meta = {
  id: 'search-markedtext',
  title: 'Busca/MarkedText',
  component: MarkedText,
  decorators: [
    (Story) => (
      <p style={{ maxWidth: 480 }}>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof MarkedText>;

export default meta;
type Story = StoryObj<typeof meta>;

const marksOf = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('mark'), (mark) => mark.textContent);

const lost = 'Cachorro perdido perto da praça; cachorros assim somem no feriado';
const rangeOf = (word: string) => ({ start: lost.indexOf(word), end: lost.indexOf(word) + word.length });

/** Matches at the start, in the middle and at the very end of the text. */
export const StartMiddleEnd: Story = {
  tags: ['visual'],
  args: {
    pieces: splitMarked(lost, [rangeOf('Cachorro'), rangeOf('cachorros'), rangeOf('feriado')]),
  },
  play: async ({ canvasElement }) => {
    await expect(marksOf(canvasElement)).toEqual(['Cachorro', 'cachorros', 'feriado']);
    await expect(canvasElement.textContent).toBe(lost);
  },
};

/** Ranges that overlap (a word and its stem both matched) are marked once, without repeating text. */
export const Overlapping: Story = {
  args: {
    pieces: splitMarked(lost, [
      { start: 0, end: 8 },
      { start: 0, end: 5 },
      { start: 3, end: 16 },
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(marksOf(canvasElement)).toEqual(['Cachorro', ' perdido']);
    await expect(canvasElement.textContent).toBe(lost);
  },
};

/** A resident's text that looks like markup is shown as text, never read as HTML. */
export const MarkupAsText: Story = {
  args: {
    pieces: splitMarked('Vendo <b>bicicleta</b> <img src=x onerror=alert(1)>', [{ start: 9, end: 18 }]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('bicicleta')).toBeVisible();
    await expect(canvasElement.querySelector('b, img')).toBeNull();
    await expect(canvasElement.textContent).toBe('Vendo <b>bicicleta</b> <img src=x onerror=alert(1)>');
  },
};
