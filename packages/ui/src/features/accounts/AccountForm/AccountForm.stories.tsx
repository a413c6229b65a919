import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { AccountForm } from './AccountForm.tsx';

const meta = {
  id: 'accounts-accountform',
  title: 'Contas/AccountForm',
  component: AccountForm,
  args: {
    label: 'Entrar',
    submitLabel: 'Entrar',
    submittingLabel: 'Entrando...',
    onSubmit: fn(),
    children: <TextField label="Email" name="email" defaultValue="maria@exemplo.com.br" />,
  },
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter in a field submits without reloading the page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Entrar' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Email'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Sending: the button is busy and says so. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Entrando/ })).toBeDisabled();
  },
};

/** Done: the button stays locked. */
export const SubmitDisabled: Story = {
  args: { isSubmitDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Entrar' })).toBeDisabled();
  },
};

/** The footer follows the button. */
export const WithFooter: Story = {
  args: { footer: <p>Não tem conta? Criar conta</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Não tem conta? Criar conta')).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
