import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountsDomainTexts } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountsTexts } from '../accounts.texts.ts';
import { errorStory, inAuthFrame, phoneViewport } from '../accountsStories.tsx';
import { LoginForm } from './LoginForm.tsx';

const meta = {
  id: 'accounts-loginform',
  title: 'Contas/LoginForm',
  component: LoginForm,
  ...inAuthFrame(accountsTexts.login.title),
  args: { onLogin: fn(), onSignup: fn(), onForgotPassword: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login mode; typing and Enter send what was typed. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Usuário ou email'), 'maria.souza');
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo1{Enter}');
    await expect(args.onLogin).toHaveBeenCalledWith({ user: 'maria.souza', password: 'segredo1' });
  },
};

/** Started from what was typed in the page the server painted: typing goes on, and sends it all. */
export const StartedFromTyped: Story = {
  args: { initialValues: { user: 'maria.souza', password: 'segre' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Usuário ou email')).toHaveValue('maria.souza');
    await userEvent.type(canvas.getByLabelText('Senha'), 'do1{Enter}');
    await expect(args.onLogin).toHaveBeenCalledWith({ user: 'maria.souza', password: 'segredo1' });
  },
};

/** The two links switch modes. */
export const SwitchModes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(args.onSignup).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Esqueci minha senha' }));
    await expect(args.onForgotPassword).toHaveBeenCalled();
  },
};

/** Signing in: the button is busy. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Entrando/ });
    await expect(button).toBeDisabled();
  },
};

/** registrationSuccess=true (spec: Screens and routes). */
export const Activated: Story = {
  tags: ['visual'],
  args: { isActivated: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(accountsTexts.login.activated);
  },
};

/** spec: Validation rules: the username or email is required. */
export const UserRequired: Story = errorStory(accountsDomainTexts.usernameRequired);
/** spec: Validation rules: the password is required. */
export const PasswordRequired: Story = errorStory(accountsDomainTexts.passwordRequired);
/** spec: Error catalogue: 401. */
export const WrongCredentials: Story = {
  ...errorStory(accountsDomainTexts.wrongCredentials),
  tags: ['visual'],
};
/** spec: Error catalogue: 429. */
export const TooManyAttempts: Story = errorStory(accountsDomainTexts.tooManyAttempts);
/** spec: Error catalogue: an error mentioning cancelled. */
export const NotActivated: Story = errorStory(accountsDomainTexts.notActivated);
/** spec: Error catalogue: an answer without user. */
export const InvalidResponse: Story = errorStory(accountsDomainTexts.invalidResponse);
/** spec: Error catalogue: any other failure. */
export const LoginFailed: Story = errorStory(accountsDomainTexts.loginFailed);
/** spec: Error catalogue: the network failed. */
export const NetworkError: Story = errorStory(accountsDomainTexts.networkError);

/** A phone. */
export const SmallScreen: Story = {
  tags: ['visual'],
  globals: phoneViewport,
  args: { errorText: accountsDomainTexts.wrongCredentials },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { isActivated: true },
};

/** Errors at their field (spec: Validation rules): marked, described, and focus on the first. */
export const FieldErrors: Story = {
  args: {
    errorText: accountsDomainTexts.usernameRequired,
    fieldErrors: { login: accountsDomainTexts.fieldRequired, password: accountsDomainTexts.fieldRequired },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = canvas.getByLabelText('Usuário ou email');
    await expect(user).toHaveFocus();
    await expect(user).toHaveAttribute('aria-invalid', 'true');
    await expect(user).toHaveAccessibleDescription(accountsDomainTexts.fieldRequired);
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription(
      accountsDomainTexts.fieldRequired,
    );
  },
};

/** spec: Error catalogue: 429, followed by when to try again (from Retry-After). */
export const TooManyAttemptsWithWait: Story = {
  ...errorStory(`${accountsDomainTexts.tooManyAttempts} ${accountsDomainTexts.retryIn('4 minutos')}`),
  tags: ['visual'],
};
