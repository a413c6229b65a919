import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select.tsx';

function Example({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <Select.Root label="Categoria" placeholder="Escolha uma categoria" onValueChange={onValueChange}>
      <Select.Item value="Geral">Geral</Select.Item>
      <Select.Item value="Eventos">Eventos</Select.Item>
      <Select.Item value="Segurança">Segurança</Select.Item>
      <Select.Item value="Votaçao">Votação</Select.Item>
    </Select.Root>
  );
}

const meta = {
  id: 'primitives-select',
  title: 'Primitivos/Select',
  component: Example,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks a category; the wire value keeps the spec's spelling. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Categoria' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Votação' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Votaçao');
    // The list has closed and given the page back (no aria-hidden left) before axe looks at it.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};
