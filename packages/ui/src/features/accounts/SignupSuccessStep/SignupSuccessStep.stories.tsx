import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignupSuccessStep } from './SignupSuccessStep.tsx';

const meta = {
  id: 'accounts-signupsuccessstep',
  title: 'Contas/SignupSuccessStep',
  component: SignupSuccessStep,
  args: { onLogin: fn() },
} satisfies Meta<typeof SignupSuccessStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 4: the account exists; the button goes to login. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Conta criada!');
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o login' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Without SMTP, the mail waits in the local mailbox: linked from here. */
export const WithMailbox: Story = {
  tags: ['visual'],
  args: { mailboxHref: '/caixa-de-correio' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Abrir a caixa de correio local' }),
    ).toHaveAttribute('href', '/caixa-de-correio');
  },
};
