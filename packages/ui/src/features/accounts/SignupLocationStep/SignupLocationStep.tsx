import { type ComponentPropsWithRef, useEffect, useRef } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { AreaSearch } from '../AreaSearch/AreaSearch.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { FormAlert } from '../FormAlert.tsx';
import { text } from '../form.css.ts';
import { type StepSearchProps, splitSearchProps } from '../splitSearchProps.ts';

const t = accountsTexts.signup;

/** Props of SignupLocationStep: "use my location" and the manual search. */
export type SignupLocationStepProps = Omit<ComponentPropsWithRef<'div'>, 'onChange'> &
  Omit<StepSearchProps, 'selectedId'> & {
    /** Asks the browser for the position, then the server for the place (spec: Screens and routes step 1). */
    onUseLocation: () => void;
    isLocating?: boolean;
    /**
     * A location error (spec: Error catalogue: city not determined, location details failed; and
     * geolocation refused or unavailable): said above the button, and focus moves to the search.
     */
    locationError?: string | null;
  };

/** Signup step 1: find the area by location or by name (spec: Screens and routes). */
export function SignupLocationStep(props: SignupLocationStepProps) {
  const { search, rest: stepProps } = splitSearchProps(props);
  const { onUseLocation, isLocating = false, locationError, className, ...rest } = stepProps;
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (locationError) searchRef.current?.focus();
  }, [locationError]);
  return (
    <Stack gap="md" {...rest} className={className}>
      <p className={text}>{t.locationIntro}</p>
      <FormAlert message={locationError} />
      <Button emphasis="soft" onClick={onUseLocation} isLoading={isLocating}>
        {isLocating ? t.locating : t.useLocation}
      </Button>
      <p className={text}>{t.or}</p>
      <AreaSearch {...search} inputRef={searchRef} />
    </Stack>
  );
}
