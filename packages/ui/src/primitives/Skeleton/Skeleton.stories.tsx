import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  id: 'primitives-skeleton',
  title: 'Primitivos/Skeleton',
  component: Skeleton,
  args: { width: '240px', height: '16px' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line of text to come. */
export const Default: Story = {};

/** A card to come: avatar circle and lines. */
export const CardShape: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" width="40px" height="40px" />
      <div style={{ display: 'grid', gap: 6, flex: 1 }}>
        <Skeleton width="40%" height="14px" />
        <Skeleton width="80%" height="14px" />
      </div>
    </div>
  ),
};
