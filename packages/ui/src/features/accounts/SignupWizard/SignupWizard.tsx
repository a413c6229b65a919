import { type ComponentPropsWithRef, useEffect, useRef } from 'react';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { linkButton } from '../form.css.ts';
import { progress } from './SignupWizard.css.ts';

const t = accountsTexts.signup;

/** The wizard's steps as the spec numbers them (spec: Screens and routes): 5 is the manual area choice. */
export type SignupStepNumber = 1 | 2 | 3 | 4 | 5;

// Step 5 sits between 3 and 4 in the order the resident meets it, so it shows as the 4th.
const shown: Record<SignupStepNumber, { position: number; name: string }> = {
  1: { position: 1, name: t.steps.location },
  2: { position: 2, name: t.steps.area },
  3: { position: 3, name: t.steps.personal },
  5: { position: 4, name: t.steps.choose },
  4: { position: 4, name: t.steps.done },
};

/** Props of SignupWizard: the current step and its content. */
export type SignupWizardProps = ComponentPropsWithRef<'section'> & {
  step: SignupStepNumber;
  /** Back to the login mode, possible from any step (spec: States and transitions). */
  onBackToLogin: () => void;
};

/** The signup mode's frame: the step's place in the wizard and the way back to login (spec: Screens and routes). */
export function SignupWizard({ step, onBackToLogin, className, children, ...rest }: SignupWizardProps) {
  const { position, name } = shown[step];
  const progressRef = useRef<HTMLParagraphElement>(null);
  const firstStep = useRef(step);
  // A new step replaces the control that had focus: put focus on where the resident now is, so a
  // keyboard or screen reader user continues from the top of the step (not from the page's start).
  useEffect(() => {
    if (step !== firstStep.current) progressRef.current?.focus();
  }, [step]);
  return (
    // The wizard: where we are, the step, the way back.
    <Stack gap="md" asChild>
      <section aria-label={t.title} {...rest} className={className}>
        <p className={progress} ref={progressRef} tabIndex={-1}>
          {t.stepLabel} {position} de 4: {name}
        </p>
        {children}
        {step === 4 ? null : (
          <div>
            <button type="button" className={linkButton} onClick={onBackToLogin}>
              {t.backToLogin}
            </button>
          </div>
        )}
      </section>
    </Stack>
  );
}
