import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  id: 'primitives-emptystate',
  title: 'Primitivos/EmptyState',
  component: EmptyState,
  args: {
    icon: 'user',
    title: 'Nenhum membro encontrado',
    description: 'Tente buscar com termos diferentes ou verifique a ortografia',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and hint. */
export const Default: Story = {};

/** With an action. */
export const WithAction: Story = {
  args: { action: <Button onClick={fn()}>Limpar busca</Button> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Limpar busca' });
    await userEvent.click(button);
    await expect(button).toBeVisible();
  },
};
