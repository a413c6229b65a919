import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberCardSkeleton } from './MemberCardSkeleton.tsx';

const meta = {
  id: 'members-membercardskeleton',
  title: 'Membros/MemberCardSkeleton',
  component: MemberCardSkeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card while the directory loads: busy, with "Carregando..." for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Carregando...');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  },
};

/** Without the shimmer, as under reduced motion and in screenshots. */
export const Static: Story = { args: { isAnimated: false } };

/** The members grid while it loads: several placeholders side by side. */
export const Grid: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <MemberCardSkeleton key={index} {...args} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(6);
  },
};

/** The grid on a phone: one column. */
export const SmallScreen: Story = { ...Grid, globals: { viewport: { value: 'mobile1' } } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
