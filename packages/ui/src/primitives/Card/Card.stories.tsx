import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card.tsx';

const meta = {
  id: 'primitives-card',
  title: 'Primitivos/Card',
  component: Card,
  args: { children: 'Reunião de moradores no sábado, às 10h, no salão da Rua das Flores.' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain card. */
export const Default: Story = {};

/** As an `<article>` through `asChild`. */
export const AsArticle: Story = {
  render: (args) => (
    <Card {...args} asChild>
      <article aria-label="Postagem">{args.children}</article>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Postagem' })).toBeVisible();
  },
};
