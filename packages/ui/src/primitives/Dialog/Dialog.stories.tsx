import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

function Example({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button>Ver detalhes</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Reunião de moradores</Dialog.Title>
        <Dialog.Description>Sábado, às 10h, no salão da Rua das Flores, 123.</Dialog.Description>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = { id: 'primitives-dialog', title: 'Primitivos/Dialog', component: Example } satisfies Meta<
  typeof Example
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, closes with "Fechar" and returns focus to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ver detalhes' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Reunião de moradores' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open; Esc closes it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Reunião de moradores' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
