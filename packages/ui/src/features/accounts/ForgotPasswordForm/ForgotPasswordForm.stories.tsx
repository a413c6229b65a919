import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsDomainTexts } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountsTexts } from '../accounts.texts.ts';
import { errorStory, inAuthFrame, phoneViewport } from '../accountsStories.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

const meta = {
  id: 'accounts-forgotpasswordform',
  title: 'Contas/ForgotPasswordForm',
  component: ForgotPasswordForm,
  ...inAuthFrame(accountsTexts.forgot.title),
  args: { onSend: fn(), onBack: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email entry; the link goes back to login. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'maria@exemplo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
    await expect(args.onSend).toHaveBeenCalledWith({ email: 'maria@exemplo.com.br' });
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar ao login' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** Sending. */
export const Loading: Story = { args: { isLoading: true } };

/** spec: Validation rules: the email is required. */
export const EmailRequired: Story = errorStory(accountsDomainTexts.emailRequired);

/** spec: Error catalogue: the server's error or the fallback. */
export const Failed: Story = errorStory(accountsDomainTexts.forgotFailed);

/** spec: Screens and routes: "Email Enviado". */
export const Sent: Story = {
  tags: ['visual'],
  args: { isSent: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: accountsTexts.forgot.emailSent }),
    ).toBeVisible();
  },
};

/** A phone. */
export const SmallScreen: Story = { globals: phoneViewport };

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { isSent: true } };

/** The email is wrong: said under the field, which takes focus. */
export const EmailFieldError: Story = {
  args: { fieldErrors: { email: accountsDomainTexts.emailFormat } },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByLabelText('Email');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(accountsDomainTexts.emailFormat);
  },
};
