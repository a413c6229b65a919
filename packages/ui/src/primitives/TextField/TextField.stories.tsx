import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  id: 'primitives-textfield',
  title: 'Primitivos/TextField',
  component: TextField,
  args: { label: 'Buscar membros', placeholder: 'Buscar membros por nome de usuário...' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing fills the labelled input. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Buscar membros' });
    await userEvent.type(input, 'joão');
    await expect(input).toHaveValue('joão');
  },
};

/** With a hint. */
export const WithHint: Story = { args: { label: 'Email', hint: 'Usamos para recuperar a senha.' } };

/** Invalid: the error is read with the input. */
export const Invalid: Story = {
  name: 'Error',
  args: { label: 'Usuário ou email', errorText: 'Por favor, digite seu usuário ou email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Usuário ou email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Por favor, digite seu usuário ou email');
  },
};
