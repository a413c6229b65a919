import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountsTexts } from '../accounts.texts.ts';
import { inAuthFrame } from '../accountsStories.tsx';
import { MailLinkNotice } from './MailLinkNotice.tsx';

const t = accountsTexts.mailLink;

const meta = {
  id: 'accounts-maillinknotice',
  title: 'Contas/MailLinkNotice',
  component: MailLinkNotice,
  ...inAuthFrame('Vizinhos'),
  args: { kind: 'activation', state: 'used', next: 'login', onNext: fn(), onLogin: fn() },
} satisfies Meta<typeof MailLinkNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An activation link opened a second time: the account is active, sign in. */
export const ActivationUsed: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.activation.used.title })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t.next.login }));
    await expect(args.onNext).toHaveBeenCalled();
  },
};

/** An activation link past its 7 days: ask for a new link, or go to the login. */
export const ActivationExpired: Story = {
  args: { state: 'expired', next: 'newLink' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.next.newLink })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.next.login }));
    await expect(args.onLogin).toHaveBeenCalled();
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** An activation link nobody sent. */
export const ActivationInvalid: Story = {
  args: { state: 'invalid', next: 'newLink' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.activation.invalid.text)).toBeVisible();
  },
};

/** A reset link already used: sign in with the new password (the login is the main step, offered once). */
export const ResetUsed: Story = {
  args: { kind: 'reset', state: 'used', next: 'login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.reset.used.title })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t.next.login })).toHaveLength(1);
  },
};

/** A reset link past its hour. */
export const ResetExpired: Story = {
  tags: ['visual'],
  args: { kind: 'reset', state: 'expired', next: 'newLink' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: t.reset.expired.title })).toBeVisible();
  },
};

/** A reset link unknown (or voided by a newer one): a new link, or the login. */
export const ResetInvalid: Story = {
  args: { kind: 'reset', state: 'invalid', next: 'newLink' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.reset.invalid.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.next.login })).toBeVisible();
  },
};

/** An invite link whose code does not exist, said above the wizard (without taking focus): sign up without it. */
export const InviteInvalid: Story = {
  args: { kind: 'invite', state: 'invalid', next: 'signup', isLanding: false, onLogin: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.invite.title);
    await expect(canvas.getByRole('heading', { name: t.invite.title })).not.toHaveFocus();
    await expect(canvas.getByRole('button', { name: t.next.signup })).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { state: 'expired', next: 'newLink' } };
