import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Callout } from './Callout.tsx';

const meta = {
  id: 'primitives-callout',
  title: 'Primitivos/Callout',
  component: Callout,
  args: { tone: 'warning', children: 'Esta postagem foi ocultada devido a relatórios da comunidade' },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A warning notice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ocultada/)).toBeVisible();
  },
};

/** Every tone. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['primary', 'secondary', 'success', 'warning', 'danger', 'default'] as const).map((tone) => (
        <Callout key={tone} tone={tone}>
          Aviso no tom {tone}
        </Callout>
      ))}
    </div>
  ),
};
