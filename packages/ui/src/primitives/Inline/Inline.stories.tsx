import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline } from './Inline.tsx';

const categories = ['Geral', 'Eventos', 'Compra e Venda', 'Segurança', 'Achados e Perdidos', 'Votação'];

const meta = {
  id: 'primitives-inline',
  title: 'Primitivos/Inline (linha)',
  component: Inline,
  args: {
    'aria-label': 'Categorias',
    children: categories.map((category) => <Badge key={category}>{category}</Badge>),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side, 8px apart, centred vertically, wrapping when the row is full. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByLabelText('Categorias'));
    await expect(style.flexDirection).toBe('row');
    await expect(style.columnGap).toBe('8px');
    await expect(style.flexWrap).toBe('wrap');
  },
};

/** In a narrow column the badges wrap to a second line instead of overflowing. */
export const WrapsWhenNarrow: Story = {
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByLabelText('Categorias');
    const tops = new Set([...row.children].map((child) => Math.round(child.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

/** A form's actions: spread to both ends on one line. */
export const SpreadApart: Story = {
  args: {
    'aria-label': 'Ações',
    justify: 'between',
    wrap: false,
    children: [
      <Button key="cancelar" tone="default">
        Cancelar
      </Button>,
      <Button key="publicar">Publicar</Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByLabelText('Ações');
    await expect(getComputedStyle(row).justifyContent).toBe('space-between');
    const cancel = canvas.getByRole('button', { name: 'Cancelar' }).getBoundingClientRect();
    const publish = canvas.getByRole('button', { name: 'Publicar' }).getBoundingClientRect();
    await expect(Math.round(cancel.top)).toBe(Math.round(publish.top));
    await expect(Math.round(row.getBoundingClientRect().right)).toBe(Math.round(publish.right));
  },
};
