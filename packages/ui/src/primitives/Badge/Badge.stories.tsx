import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge.tsx';

const meta = {
  id: 'primitives-badge',
  title: 'Primitivos/Badge',
  component: Badge,
  args: { children: 'Fundador', tone: 'secondary' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A role badge. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Fundador');
    await expect(badge).toHaveAttribute('data-tone', 'secondary');
  },
};

/** Every tone, soft and solid: the text always says what the colour means. */
export const Tones: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['soft', 'solid'] as const).map((emphasis) => (
        <div key={emphasis} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Badge tone="primary" emphasis={emphasis}>
            Geral
          </Badge>
          <Badge tone="secondary" emphasis={emphasis}>
            Votação
          </Badge>
          <Badge tone="success" emphasis={emphasis}>
            Compra e Venda
          </Badge>
          <Badge tone="warning" emphasis={emphasis}>
            Eventos
          </Badge>
          <Badge tone="danger" emphasis={emphasis}>
            Segurança
          </Badge>
          <Badge tone="default" emphasis={emphasis}>
            Achados e Perdidos
          </Badge>
        </div>
      ))}
    </div>
  ),
};
