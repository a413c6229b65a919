import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const meta = {
  id: 'primitives-iconbutton',
  title: 'Primitivos/IconButton',
  component: IconButton,
  args: { icon: 'share', 'aria-label': 'Compartilhar', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its required `aria-label`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Compartilhar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Sizes and emphases. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" emphasis="soft" tone="primary" />
      <IconButton {...args} size="lg" emphasis="outline" />
      <IconButton {...args} icon="trash" aria-label="Excluir" tone="danger" emphasis="soft" />
    </div>
  ),
};

/** Busy. */
export const Loading: Story = { args: { isLoading: true } };
