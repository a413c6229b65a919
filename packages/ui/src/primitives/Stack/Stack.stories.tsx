import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Stack } from './Stack.tsx';

const items = ['Reunião no sábado', 'Feira na praça', 'Mutirão de limpeza'];

const meta = {
  id: 'primitives-stack',
  title: 'Primitivos/Stack (pilha)',
  component: Stack,
  args: {
    'aria-label': 'Avisos da semana',
    children: items.map((item) => <Badge key={item}>{item}</Badge>),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One under another, 8px apart (`sm`), stretched across. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByLabelText('Avisos da semana');
    const style = getComputedStyle(stack);
    await expect(style.flexDirection).toBe('column');
    await expect(style.rowGap).toBe('8px');
    await expect(style.alignItems).toBe('stretch');
  },
};

/** A wider gap (`xl`: 24px), centred. */
export const WideAndCentred: Story = {
  args: { gap: 'xl', align: 'center' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByLabelText('Avisos da semana'));
    await expect(style.rowGap).toBe('24px');
    await expect(style.alignItems).toBe('center');
  },
};

/** Centred both ways in a box taller than its children (an empty drop zone). */
export const CentredInTallBox: Story = {
  args: { align: 'center', justify: 'center', style: { minHeight: 200 } },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByLabelText('Avisos da semana');
    await expect(getComputedStyle(stack).justifyContent).toBe('center');
    const box = stack.getBoundingClientRect();
    const first = stack.children[0]!.getBoundingClientRect();
    const last = stack.children[stack.children.length - 1]!.getBoundingClientRect();
    // As much room above the first child as below the last.
    await expect(Math.abs(first.top - box.top - (box.bottom - last.bottom))).toBeLessThanOrEqual(1);
    await expect(first.top - box.top).toBeGreaterThan(50);
  },
};

/** As a list through `asChild`: the `<ul>` is the stack. */
export const AsList: Story = {
  render: (args) => (
    <Stack {...args} asChild>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Avisos da semana' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).display).toBe('flex');
  },
};
