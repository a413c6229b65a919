import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

const meta = {
  id: 'primitives-avatar',
  title: 'Primitivos/Avatar',
  component: Avatar,
  args: { username: 'maria.souza', displayName: 'Maria Souza', label: 'Maria Souza' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the initial on the username's palette (spec: Business constants and limits). */
export const Initial: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Maria Souza' });
    await expect(avatar).toHaveTextContent('M');
  },
};

/** The eight palettes, picked by username hash. */
export const Palettes: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['ana', 'bruno', 'carla', 'diego', 'elisa', 'fábio', 'gabi', 'heitor', 'íris', 'joão'].map((name) => (
        <Avatar key={name} username={name} label={name} />
      ))}
    </div>
  ),
};

/** Sizes. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};
