import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popover } from './Popover.tsx';

function Example() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button emphasis="outline" tone="default">
          Adicionar ao calendário
        </Button>
      </Popover.Trigger>
      <Popover.Content aria-label="Opções de calendário">
        Google, Outlook, Yahoo ou arquivo ICS.
      </Popover.Content>
    </Popover.Root>
  );
}

const meta = { id: 'primitives-popover', title: 'Primitivos/Popover', component: Example } satisfies Meta<
  typeof Example
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens under its trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar ao calendário' }));
    const panel = await screen.findByRole('dialog', { name: 'Opções de calendário' });
    await waitFor(() => expect(panel).toBeVisible());
    await expect(panel).toHaveTextContent('Google, Outlook, Yahoo ou arquivo ICS.');
  },
};
