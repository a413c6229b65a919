import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeWirePushPreferences } from '@vizinhos/api/mocks';
import { pushDomainTexts, readPushPreferences } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pushSettingsTexts as texts } from '../notifications.texts.ts';
import { PushSettings } from './PushSettings.tsx';

// Settings as the server answers them (GET push/preferences), read by the domain as the app reads them.
const defaults = readPushPreferences(makeWirePushPreferences());
const quiet = readPushPreferences(
  makeWirePushPreferences({ quiet_hours_enabled: true, security_overrides_quiet_hours: true }),
);

const meta = {
  id: 'notifications-pushsettings',
  title: 'Notificações/PushSettings',
  component: PushSettings,
  args: { status: 'off', preferences: defaults, onEnable: fn(), onDisable: fn(), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PushSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: one button turns alerts on (the app then asks the browser's permission). */
export const Off: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: texts.enable }));
    await expect(args.onEnable).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** On, at the defaults: Segurança on; replies, votes and the rest off; quiet hours off. */
export const On: Story = {
  tags: ['visual'],
  args: { status: 'on' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: texts.categories.security })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.categories.replies })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.categories.votes })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.quietEnable })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: texts.categories.votes }));
    await expect(args.onChange).toHaveBeenCalledWith({
      preferences: { ...defaults, categories: { ...defaults.categories, votes: true } },
    });
    await userEvent.click(canvas.getByRole('button', { name: texts.disable }));
    await expect(args.onDisable).toHaveBeenCalledTimes(1);
  },
};

/** Quiet hours 22:00–07:00 with Segurança allowed through. */
export const QuietHours: Story = {
  tags: ['visual'],
  args: { status: 'on', preferences: quiet },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(texts.quietFrom)).toHaveValue('22:00');
    await expect(canvas.getByLabelText(texts.quietTo)).toHaveValue('07:00');
    await expect(canvas.getByRole('checkbox', { name: texts.securityOverrides })).toBeChecked();
  },
};

/** Turning quiet hours on from the defaults offers 22:00–07:00. */
export const TurnQuietHoursOn: Story = {
  args: { status: 'on' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: texts.quietEnable }));
    await expect(args.onChange).toHaveBeenCalledWith({
      preferences: { ...defaults, quietHours: { enabled: true, start: '22:00', end: '07:00' } },
    });
  },
};

/** Saving: the controls wait. */
export const Saving: Story = {
  args: { status: 'on', isBusy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: texts.categories.security }),
    ).toBeDisabled();
  },
};

/** A browser without the Push API: why, and no button. */
export const Unsupported: Story = {
  tags: ['visual'],
  args: { status: 'unsupported' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.unsupported)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The browser's permission was refused: how to allow it, and no button. */
export const PermissionDenied: Story = {
  tags: ['visual'],
  args: { status: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.denied)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Saving failed: the reason, with the settings as they were. */
export const SaveError: Story = {
  tags: ['visual'],
  args: { status: 'on', errorText: pushDomainTexts.preferencesFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      pushDomainTexts.preferencesFailed,
    );
  },
};

/** Dark theme, quiet hours on. */
export const Dark: Story = { args: { status: 'on', preferences: quiet }, globals: { theme: 'dark' } };
