import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atPhoneWidth, expectOwnWidths } from './Badge.story.tsx';
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

/**
 * In a column on a phone (390 px), as under a name in a profile or a card: each badge keeps its own
 * width instead of stretching over the column.
 */
export const InColumnOnPhone: Story = {
  decorators: [atPhoneWidth],
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <strong>Maria Souza</strong>
      <Badge tone="secondary">Fundador</Badge>
      <Badge tone="danger" emphasis="solid">
        Segurança
      </Badge>
      <div style={{ display: 'grid', gap: 8 }}>
        <Badge tone="primary">Moderador</Badge>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fundador')).toBeVisible();
    await expectOwnWidths(canvasElement, { atLeast: 3 });
  },
};

/** The same in the dark theme. */
export const InColumnOnPhoneDark: Story = { ...InColumnOnPhone, globals: { theme: 'dark' } };
