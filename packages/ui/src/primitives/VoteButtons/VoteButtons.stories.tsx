import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VoteButtons } from './VoteButtons.tsx';

const meta = {
  id: 'primitives-votebuttons',
  title: 'Primitivos/VoteButtons',
  component: VoteButtons,
  args: {
    upvotes: 12,
    downvotes: 3,
    value: 'none',
    upLabel: 'Votar a favor',
    downLabel: 'Votar contra',
    onVote: fn(),
  },
} satisfies Meta<typeof VoteButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No vote yet: pressing up votes up. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Votar a favor/ }));
    await expect(args.onVote).toHaveBeenCalledWith({ direction: 'up', next: 'up' });
  },
};

/** The reader voted up: that button is pressed, and pressing it again releases the vote. */
export const Voted: Story = {
  args: { value: 'up' },
  play: async ({ canvasElement, args }) => {
    const up = within(canvasElement).getByRole('button', { name: /Votar a favor/ });
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(up);
    await expect(args.onVote).toHaveBeenCalledWith({ direction: 'up', next: 'none' });
  },
};

/** A vote waits for confirmation: its button spins and both wait. */
export const Pending: Story = {
  args: { pendingDirection: 'down' },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** The small size of a comment. */
export const Small: Story = { args: { size: 'sm', value: 'down' } };
