import type { DigestFrequency, MailKind, PushPreferences } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useId } from 'react';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { RadioGroup } from '../../../primitives/RadioGroup/RadioGroup.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { emailSettingsTexts as texts } from '../notifications.texts.ts';
import * as styles from '../PushSettings/PushSettings.css.ts';

const alertKinds = Object.keys(texts.kinds) as Exclude<MailKind, 'digest'>[];

/** Props of EmailSettings. */
export type EmailSettingsProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> & {
  /** The resident's settings (domain's readPushPreferences): one model for push and e-mail. */
  preferences: PushPreferences;
  /** Saving is on its way: the controls wait. */
  isBusy?: boolean;
  /** The last save's refusal (errors.ts or domain's pushDomainTexts). */
  errorText?: string | undefined;
  /** A setting changed: the whole new settings. */
  onChange: (input: { preferences: PushPreferences }) => void;
};

/**
 * E-mail for residents who are not looking (beyond the spec): the neighbourhood digest's frequency
 * (nunca, diário, semanal) and which alerts are mailed when no push reaches a device.
 */
export function EmailSettings({
  preferences,
  isBusy = false,
  errorText,
  onChange,
  className,
  ...rest
}: EmailSettingsProps) {
  const digestId = useId();
  const setEmail = (change: Partial<PushPreferences['email']>) =>
    onChange({ preferences: { ...preferences, email: { ...preferences.email, ...change } } });
  return (
    <Stack gap="md" {...rest} className={className} aria-busy={isBusy || undefined}>
      <p className={styles.note}>{texts.intro}</p>
      {errorText ? (
        <Callout tone="danger" role="alert">
          {errorText}
        </Callout>
      ) : null}
      <Stack gap="xs">
        <span id={digestId} className={styles.legend}>
          {texts.digest}
        </span>
        <RadioGroup.Root
          aria-labelledby={digestId}
          value={preferences.email.digest}
          disabled={isBusy}
          onValueChange={(value) => setEmail({ digest: value as DigestFrequency })}
        >
          {(Object.keys(texts.frequencies) as DigestFrequency[]).map((frequency) => (
            <RadioGroup.Item key={frequency} value={frequency}>
              {texts.frequencies[frequency]}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </Stack>
      <Stack gap="xs" asChild>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{texts.alerts}</legend>
          {alertKinds.map((kind) => (
            <Inline key={kind} wrap={false} asChild>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  className={styles.box}
                  checked={preferences.email[kind]}
                  disabled={isBusy}
                  onChange={(event) => setEmail({ [kind]: event.currentTarget.checked })}
                />
                {texts.kinds[kind]}
              </label>
            </Inline>
          ))}
          <p className={styles.note}>{texts.quietNote}</p>
        </fieldset>
      </Stack>
    </Stack>
  );
}
