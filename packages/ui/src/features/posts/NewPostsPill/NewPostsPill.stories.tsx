import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewPostsPill } from './NewPostsPill.tsx';

const meta = {
  id: 'feed-newpostspill',
  title: 'Linha do tempo/NewPostsPill',
  component: NewPostsPill,
  args: { count: 4, onShow: fn() },
} satisfies Meta<typeof NewPostsPill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several held-back posts; a click asks to show them. */
export const Several: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '4 novidades' }));
    await expect(args.onShow).toHaveBeenCalledTimes(1);
  },
};

/** One post, in the singular. */
export const One: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 novidade');
  },
};

/** Nothing held back: no pill, the polite live region waits empty. */
export const None: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
