import type { PushCategory, PushPreferences } from '@vizinhos/domain';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { pushSettingsTexts as texts } from '../notifications.texts.ts';
import * as styles from './PushSettings.css.ts';

/** The kinds a resident may turn on, in the order the settings list them. */
const pushCategories = Object.keys(texts.categories) as PushCategory[];

/** Where this browser stands with alerts: no Push API, permission refused, not subscribed, subscribed. */
export type PushSettingsStatus = 'unsupported' | 'denied' | 'off' | 'on';

/** Props of PushSettings. */
export type PushSettingsProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> & {
  status: PushSettingsStatus;
  /** The resident's settings (domain's readPushPreferences); shown while alerts are on. */
  preferences: PushPreferences;
  /** Turning on or off, or saving, is on its way: the controls wait. */
  isBusy?: boolean;
  /** The last action's refusal (errors.ts or domain's pushDomainTexts). */
  errorText?: string | undefined;
  /** "Ativar alertas": asks the browser's permission and subscribes. */
  onEnable: () => void;
  /** "Desativar alertas": unsubscribes this browser. */
  onDisable: () => void;
  /** A setting changed: the whole new settings. */
  onChange: (input: { preferences: PushPreferences }) => void;
};

function Check({
  label,
  checked,
  disabled,
  onToggle,
}: {
  label: ReactNode;
  checked: boolean;
  disabled: boolean;
  onToggle: (checked: boolean) => void;
}) {
  return (
    <Inline wrap={false} asChild>
      <label className={styles.check}>
        <input
          type="checkbox"
          className={styles.box}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
        {label}
      </label>
    </Inline>
  );
}

/**
 * Alerts on this phone or computer (beyond the spec: Web Push for what cannot wait): turn on, which kinds,
 * quiet hours with Segurança allowed through, turn off; or why it cannot be turned on here.
 */
export function PushSettings({
  status,
  preferences,
  isBusy = false,
  errorText,
  onEnable,
  onDisable,
  onChange,
  className,
  ...rest
}: PushSettingsProps) {
  const setCategory = (category: PushCategory, on: boolean) =>
    onChange({ preferences: { ...preferences, categories: { ...preferences.categories, [category]: on } } });
  const setQuiet = (change: Partial<PushPreferences['quietHours']>) =>
    onChange({ preferences: { ...preferences, quietHours: { ...preferences.quietHours, ...change } } });
  const quiet = preferences.quietHours;
  return (
    <Stack gap="md" {...rest} className={className} aria-busy={isBusy || undefined}>
      <p className={styles.note}>{texts.intro}</p>
      {status === 'unsupported' ? (
        <Callout tone="warning">{texts.unsupported}</Callout>
      ) : status === 'denied' ? (
        <Callout tone="warning">{texts.denied}</Callout>
      ) : null}
      {errorText ? (
        <Callout tone="danger" role="alert">
          {errorText}
        </Callout>
      ) : null}
      {status === 'off' ? (
        <Inline>
          <Button isLoading={isBusy} onClick={onEnable}>
            {texts.enable}
          </Button>
        </Inline>
      ) : null}
      {status === 'on' ? (
        <>
          <p className={styles.note} role="status">
            {texts.enabled}
          </p>
          <Stack gap="xs" asChild>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{texts.kinds}</legend>
              {pushCategories.map((category) => (
                <Check
                  key={category}
                  label={texts.categories[category]}
                  checked={preferences.categories[category]}
                  disabled={isBusy}
                  onToggle={(on) => setCategory(category, on)}
                />
              ))}
            </fieldset>
          </Stack>
          <Stack gap="xs" asChild>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{texts.quietHours}</legend>
              <Check
                label={texts.quietEnable}
                checked={quiet.enabled}
                disabled={isBusy}
                onToggle={(enabled) => setQuiet({ enabled })}
              />
              {quiet.enabled ? (
                <>
                  <Inline gap="md" align="stretch">
                    <TextField
                      type="time"
                      label={texts.quietFrom}
                      className={styles.time}
                      value={quiet.start}
                      disabled={isBusy}
                      // A cleared time input gives "": the settings keep the last whole time.
                      onChange={(event) =>
                        event.currentTarget.value && setQuiet({ start: event.currentTarget.value })
                      }
                    />
                    <TextField
                      type="time"
                      label={texts.quietTo}
                      className={styles.time}
                      value={quiet.end}
                      disabled={isBusy}
                      onChange={(event) =>
                        event.currentTarget.value && setQuiet({ end: event.currentTarget.value })
                      }
                    />
                  </Inline>
                  <Check
                    label={texts.securityOverrides}
                    checked={preferences.securityOverridesQuietHours}
                    disabled={isBusy}
                    onToggle={(on) =>
                      onChange({ preferences: { ...preferences, securityOverridesQuietHours: on } })
                    }
                  />
                </>
              ) : null}
            </fieldset>
          </Stack>
          <Inline>
            <Button emphasis="soft" tone="default" isLoading={isBusy} onClick={onDisable}>
              {texts.disable}
            </Button>
          </Inline>
        </>
      ) : null}
    </Stack>
  );
}
