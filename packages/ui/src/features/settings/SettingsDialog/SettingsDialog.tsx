import { type ReactNode, useId } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { RadioGroup } from '../../../primitives/RadioGroup/RadioGroup.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { settingsTexts } from '../settings.texts.ts';
import * as styles from './SettingsDialog.css.ts';

/** The colour theme: the system's, or always light or dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** Props of SettingsDialog. */
export type SettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  theme: ThemeChoice;
  onThemeChange: (input: { theme: ThemeChoice }) => void;
  /** The private calendar feed's box (CalendarFeed), under "Agenda". */
  calendarFeed?: ReactNode;
  /** The notification and push preferences, under "Notificações", once they exist. */
  notifications?: ReactNode;
  /** The change-password form (PasswordChangeForm). */
  password?: ReactNode;
  /** Mudei de endereço (MoveAreaForm), after the password. */
  moveArea?: ReactNode;
  /** Moradores bloqueados (BlockedMembers, spec 3), with its own heading. */
  blocked?: ReactNode;
  /** "Baixar meus dados" is on its way. */
  isExporting?: boolean;
  /** The export's refusal (errors.ts). */
  exportError?: string | undefined;
  onExport: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack asChild>
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {title}
        </h3>
        {children}
      </section>
    </Stack>
  );
}

/**
 * Configurações (spec: Header: the avatar menu's entry, its action left open): the theme, the
 * calendar feed, the notification preferences, the password and "Baixar meus dados".
 */
export function SettingsDialog({
  open,
  onOpenChange,
  theme,
  onThemeChange,
  calendarFeed,
  notifications,
  blocked,
  password,
  moveArea,
  isExporting = false,
  exportError,
  onExport,
}: SettingsDialogProps) {
  const descriptionId = useId();
  const themeId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content width="40rem" aria-describedby={descriptionId}>
        <Dialog.Title>{settingsTexts.title}</Dialog.Title>
        <Dialog.Description id={descriptionId}>{settingsTexts.description}</Dialog.Description>
        <Stack gap="xl">
          <Section title={settingsTexts.appearance}>
            <span id={themeId} className={styles.note}>
              {settingsTexts.theme}
            </span>
            <RadioGroup.Root
              aria-labelledby={themeId}
              value={theme}
              className={styles.themes}
              onValueChange={(value) => onThemeChange({ theme: value as ThemeChoice })}
            >
              <RadioGroup.Item value="system">{settingsTexts.themeSystem}</RadioGroup.Item>
              <RadioGroup.Item value="light">{settingsTexts.themeLight}</RadioGroup.Item>
              <RadioGroup.Item value="dark">{settingsTexts.themeDark}</RadioGroup.Item>
            </RadioGroup.Root>
          </Section>
          {calendarFeed ? <Section title={settingsTexts.agenda}>{calendarFeed}</Section> : null}
          {notifications ? <Section title={settingsTexts.notifications}>{notifications}</Section> : null}
          {password}
          {moveArea}
          {blocked}
          <Section title={settingsTexts.data}>
            <p className={styles.note}>{settingsTexts.dataNote}</p>
            {exportError ? (
              <Callout tone="danger" role="alert">
                {exportError}
              </Callout>
            ) : null}
            <div>
              <Button emphasis="soft" tone="default" isLoading={isExporting} onClick={onExport}>
                {settingsTexts.download}
              </Button>
            </div>
          </Section>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
