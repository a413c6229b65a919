import type { ComponentPropsWithRef } from 'react';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { heading, text } from '../form.css.ts';
import { describeAreaPlace, type SignupArea } from '../signupArea.ts';
import { area as areaClass, areaName, areaPlace } from './SignupAreaStep.css.ts';

const t = accountsTexts.signup;

/** Props of SignupAreaStep. */
export type SignupAreaStepProps = ComponentPropsWithRef<'div'> & {
  /** The area found or proposed in step 1; no id means a new area. */
  area: SignupArea;
  /** On to the personal data (spec: States and transitions: 2 to 3). */
  onContinue: () => void;
  /** Back to the location step, where the app allows it (the spec's machine has no 2 → 1). */
  onBack?: (() => void) | undefined;
};

/** Signup step 2: confirm the area; a new area says "Você será o fundador" (spec: Screens and routes, Roles and permissions). */
export function SignupAreaStep({ area, onContinue, onBack, className, ...rest }: SignupAreaStepProps) {
  const isNew = area.id === undefined;
  return (
    <Stack gap="md" {...rest} className={className}>
      <h3 className={heading}>{t.confirmTitle}</h3>
      <Stack gap="xs" className={areaClass}>
        <p className={areaName}>{area.name}</p>
        <p className={areaPlace}>
          {[describeAreaPlace(area), !isNew && area.userCount !== undefined ? t.members(area.userCount) : '']
            .filter(Boolean)
            .join(' · ')}
        </p>
        {isNew ? (
          <div>
            <Badge tone="secondary">{t.founder}</Badge>
          </div>
        ) : null}
      </Stack>
      {isNew ? <p className={text}>{t.founderHint}</p> : null}
      <Inline justify="between">
        {onBack ? (
          <Button emphasis="ghost" tone="default" onClick={onBack}>
            {t.back}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onContinue}>{t.continue}</Button>
      </Inline>
    </Stack>
  );
}
