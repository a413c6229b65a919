import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROFILE_TEXTS } from '@vizinhos/domain';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CalendarFeed } from '../../events/index.ts';
import { PasswordChangeForm } from '../PasswordChangeForm/PasswordChangeForm.tsx';
import { settingsTexts } from '../settings.texts.ts';
import { SettingsDialog, type ThemeChoice } from './SettingsDialog.tsx';

type HarnessProps = {
  initialTheme: ThemeChoice;
  exportError?: string;
  passwordError?: string;
  onThemeChange: (input: { theme: ThemeChoice }) => void;
  onExport: () => void;
  onChangePassword: () => void;
};

function SettingsHarness({
  initialTheme,
  exportError,
  passwordError,
  onThemeChange,
  onExport,
  onChangePassword,
}: HarnessProps) {
  const [theme, setTheme] = useState(initialTheme);
  const [values, setValues] = useState({ current: '', password: '', confirmation: '' });
  return (
    <SettingsDialog
      open
      onOpenChange={() => undefined}
      theme={theme}
      onThemeChange={(input) => {
        setTheme(input.theme);
        onThemeChange(input);
      }}
      calendarFeed={
        <CalendarFeed
          url="https://vizinhos.example/api/v1/calendar/feed/abc123.ics"
          webcalUrl="webcal://vizinhos.example/api/v1/calendar/feed/abc123.ics"
          isRegenerating={false}
        />
      }
      password={
        <PasswordChangeForm
          values={values}
          errorText={passwordError}
          onChange={({ values: next }) => setValues(next)}
          onSubmit={onChangePassword}
        />
      }
      exportError={exportError}
      onExport={onExport}
    />
  );
}

const meta = {
  id: 'settings-settingsdialog',
  title: 'Configurações/SettingsDialog',
  component: SettingsHarness,
  args: { initialTheme: 'system', onThemeChange: fn(), onExport: fn(), onChangePassword: fn() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Theme, calendar feed, password and "Baixar meus dados". */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: settingsTexts.title });
    await userEvent.click(within(dialog).getByRole('radio', { name: settingsTexts.themeDark }));
    await expect(args.onThemeChange).toHaveBeenCalledWith({ theme: 'dark' });
    await userEvent.click(within(dialog).getByRole('button', { name: settingsTexts.download }));
    await expect(args.onExport).toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(settingsTexts.currentPassword), 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: settingsTexts.changePassword }));
    await expect(args.onChangePassword).toHaveBeenCalled();
  },
};

/** The refusals: the password check's and the export's. */
export const Errors: Story = {
  args: { passwordError: PROFILE_TEXTS.currentPasswordWrong, exportError: PROFILE_TEXTS.exportFailed },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: settingsTexts.title });
    const alerts = within(dialog).getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      PROFILE_TEXTS.currentPasswordWrong,
      PROFILE_TEXTS.exportFailed,
    ]);
  },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { initialTheme: 'dark' } };
