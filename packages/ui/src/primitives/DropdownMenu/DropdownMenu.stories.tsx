import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

function Example({ onSelect }: { onSelect: (item: string) => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton icon="more" aria-label="Mais ações" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Conectado como maria.souza</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={() => onSelect('perfil')}>Meu Perfil</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onSelect('conversas')}>Conversas</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => onSelect('sair')}>Sair</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  id: 'primitives-dropdownmenu',
  title: 'Primitivos/DropdownMenu',
  component: Example,
  args: { onSelect: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens by click; an item runs its action. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mais ações' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Meu Perfil' }));
    await expect(args.onSelect).toHaveBeenCalledWith('perfil');
    // The menu has closed and given the page back (no aria-hidden left) before axe looks at it.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
