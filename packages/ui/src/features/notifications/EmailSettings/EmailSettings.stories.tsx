import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeWirePushPreferences } from '@vizinhos/api/mocks';
import { pushDomainTexts, readPushPreferences } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emailSettingsTexts as texts } from '../notifications.texts.ts';
import { EmailSettings } from './EmailSettings.tsx';

// Settings as the server answers them (GET push/preferences), read by the domain as the app reads them.
const defaults = readPushPreferences(makeWirePushPreferences());
const daily = readPushPreferences(
  makeWirePushPreferences({ email_digest: 'daily', email_security: true, email_replies: false }),
);
const never = readPushPreferences(
  makeWirePushPreferences({ email_digest: 'never', email_messages: false, email_replies: false }),
);

const meta = {
  id: 'notifications-emailsettings',
  title: 'Notificações/EmailSettings',
  component: EmailSettings,
  args: { preferences: defaults, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new resident: the weekly digest (stated at signup), message and reply mails; Segurança asked for. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: texts.frequencies.weekly })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.kinds.messages })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.kinds.security })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: texts.frequencies.daily }));
    await expect(args.onChange).toHaveBeenCalledWith({
      preferences: { ...defaults, email: { ...defaults.email, digest: 'daily' } },
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: texts.kinds.security }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preferences: { ...defaults, email: { ...defaults.email, security: true } },
    });
  },
};

/** Daily, with Segurança by mail and no reply mails. */
export const Daily: Story = {
  args: { preferences: daily },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: texts.frequencies.daily })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.kinds.security })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.kinds.replies })).not.toBeChecked();
  },
};

/** Nothing by mail: no digest, no alerts (as after the mails' one-click unsubscribes). */
export const Never: Story = {
  args: { preferences: never },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: texts.frequencies.never })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.kinds.messages })).not.toBeChecked();
  },
};

/** Saving: the controls wait. */
export const Saving: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: texts.kinds.messages })).toBeDisabled();
  },
};

/** The save was refused: the reason above the choices, which stay as chosen. */
export const Refused: Story = {
  args: { errorText: pushDomainTexts.preferencesFailed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(pushDomainTexts.preferencesFailed);
  },
};
