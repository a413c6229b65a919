import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = { id: 'primitives-spinner', title: 'Primitivos/Spinner', component: Spinner } satisfies Meta<
  typeof Spinner
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status named "Carregando...". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Carregando...' })).toBeInTheDocument();
  },
};

/** Sizes. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};
