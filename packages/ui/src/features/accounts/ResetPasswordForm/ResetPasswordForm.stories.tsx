import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsDomainTexts } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountsTexts } from '../accounts.texts.ts';
import { errorStory, inAuthFrame } from '../accountsStories.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const meta = {
  id: 'accounts-resetpasswordform',
  title: 'Contas/ResetPasswordForm',
  component: ResetPasswordForm,
  ...inAuthFrame(accountsTexts.reset.title),
  args: { onReset: fn() },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New password and confirmation. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova-senha');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'nova-senha{Enter}');
    await expect(args.onReset).toHaveBeenCalledWith({ password: 'nova-senha', confirmation: 'nova-senha' });
  },
};

/** Saving. */
export const Loading: Story = { args: { isLoading: true } };

/** spec: Validation rules. */
export const Mismatch: Story = errorStory(accountsDomainTexts.resetMismatch);
/** spec: Validation rules. */
export const TooShort: Story = errorStory(accountsDomainTexts.resetTooShort);
/** spec: Error catalogue. */
export const Failed: Story = errorStory(accountsDomainTexts.resetFailed);
/** spec: Error catalogue. */
export const NetworkError: Story = errorStory(accountsDomainTexts.resetNetworkError);

/** Changed: the success message, the form locked until the app moves on. */
export const Done: Story = {
  tags: ['visual'],
  args: { isDone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(accountsTexts.reset.success);
    await expect(canvas.getByLabelText('Nova senha')).toBeDisabled();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { errorText: accountsDomainTexts.resetMismatch },
};

/** Errors at their field, focus on the first; the way back to login is always there. */
export const FieldErrors: Story = {
  args: {
    errorText: accountsDomainTexts.resetMismatch,
    fieldErrors: {
      password: accountsDomainTexts.passwordTooShort,
      confirmation: accountsDomainTexts.passwordsDiffer,
    },
    onBackToLogin: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Nova senha');
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription(accountsDomainTexts.passwordTooShort);
    await expect(canvas.getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription(
      accountsDomainTexts.passwordsDiffer,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar ao login' }));
    await expect(args.onBackToLogin).toHaveBeenCalled();
  },
};
