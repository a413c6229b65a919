import type { ComponentPropsWithRef } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { AreaSearch } from '../AreaSearch/AreaSearch.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { FormAlert } from '../FormAlert.tsx';
import { heading, text } from '../form.css.ts';
import { type StepSearchProps, splitSearchProps } from '../splitSearchProps.ts';

const t = accountsTexts.signup;

/** Props of SignupAreaSearchStep: the manual search, the chosen area and the finish button. */
export type SignupAreaSearchStepProps = Omit<ComponentPropsWithRef<'div'>, 'onChange'> &
  StepSearchProps & {
    /** Sends the signup again with the chosen area (spec: States and transitions: finishing step 5 leads to 4). */
    onFinish: () => void;
    /** Back to the personal data (spec: States and transitions: 5 back to 3). */
    onBack: () => void;
    isLoading?: boolean;
    /** "Por favor, selecione uma área" or a signup error (spec: Validation rules, Error catalogue). */
    errorText?: string | null;
  };

/** Signup step 5: choose the area by hand, shown only when the server asks (spec: Screens and routes). */
export function SignupAreaSearchStep(props: SignupAreaSearchStepProps) {
  const { search, rest: stepProps } = splitSearchProps(props);
  const { onFinish, onBack, isLoading = false, errorText, className, ...rest } = stepProps;
  return (
    <Stack gap="md" {...rest} className={className}>
      <h3 className={heading}>{t.chooseTitle}</h3>
      <p className={text}>{t.chooseIntro}</p>
      <FormAlert message={errorText} />
      <AreaSearch {...search} />
      <Inline justify="between">
        <Button emphasis="ghost" tone="default" onClick={onBack}>
          {t.back}
        </Button>
        <Button onClick={onFinish} isLoading={isLoading}>
          {isLoading ? t.submitting : t.finish}
        </Button>
      </Inline>
    </Stack>
  );
}
