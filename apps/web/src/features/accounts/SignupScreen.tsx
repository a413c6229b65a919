import {
  AuthFrame,
  accountsTexts,
  MailLinkNotice,
  SignupAreaSearchStep,
  SignupAreaStep,
  SignupLocationStep,
  SignupPersonalStep,
  SignupSuccessStep,
  SignupWizard,
} from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { chooseAreaAtom, locateAreaAtom, searchAreasAtom } from './signupPlaceState.ts';
import {
  backSignupAtom,
  checkInviteAtom,
  continueSignupAtom,
  dismissInviteAtom,
  editSignupAtom,
  finishAreaChoiceAtom,
  resetSignupAtom,
  signupAtom,
  submitSignupAtom,
} from './signupState.ts';

/** The signup wizard of the login screen (spec: Screens and routes, States and transitions): location, area, personal data, area choice. */
export function SignupScreen({
  inviteCode: linkInviteCode,
  onLogin,
}: {
  inviteCode: string | undefined;
  onLogin: () => void;
}) {
  const state = useAtomValue(signupAtom);
  const locate = useSetAtom(locateAreaAtom);
  const search = useSetAtom(searchAreasAtom);
  const choose = useSetAtom(chooseAreaAtom);
  const next = useSetAtom(continueSignupAtom);
  const back = useSetAtom(backSignupAtom);
  const edit = useSetAtom(editSignupAtom);
  const submit = useSetAtom(submitSignupAtom);
  const finish = useSetAtom(finishAreaChoiceAtom);
  const checkInvite = useSetAtom(checkInviteAtom);
  const dismissInvite = useSetAtom(dismissInviteAtom);
  const reset = useSetAtom(resetSignupAtom);
  // Opened with nothing typed (before it paints, and before the invite's check below starts).
  useLayoutEffect(() => reset(), [reset]);
  useEffect(() => {
    if (linkInviteCode) void checkInvite({ inviteCode: linkInviteCode });
  }, [linkInviteCode, checkInvite]);
  // An unknown invite code is said at once; its next step drops it.
  const inviteCode = state.invite === 'dismissed' ? undefined : linkInviteCode;
  const searchProps = {
    query: state.query,
    onQueryChange: search,
    areas: state.results,
    isSearching: state.isSearching,
    onChoose: choose,
  };
  return (
    <AuthFrame title={accountsTexts.signup.title}>
      {inviteCode && state.invite === 'invalid' ? (
        // Said above the wizard; going on with the code still ends in the spec's refusal.
        <MailLinkNotice
          kind="invite"
          state="invalid"
          next="signup"
          isLanding={false}
          onNext={dismissInvite}
        />
      ) : null}
      <SignupWizard step={state.step} onBackToLogin={onLogin}>
        {state.step === 1 ? (
          <SignupLocationStep
            {...searchProps}
            towns={state.towns ?? undefined}
            searchError={state.searchError}
            onUseLocation={locate}
            isLocating={state.isLocating}
            locationError={state.locationError}
          />
        ) : null}
        {state.step === 2 && state.area ? (
          <SignupAreaStep area={state.area} onContinue={next} onBack={back} />
        ) : null}
        {state.step === 3 ? (
          <SignupPersonalStep
            values={state.values}
            onChange={edit}
            inviteCode={inviteCode}
            isLoading={state.isSubmitting}
            errorText={state.error}
            fieldErrors={state.fieldErrors}
            onBack={back}
            onCreate={() => submit({ inviteCode })}
          />
        ) : null}
        {state.step === 5 ? (
          <SignupAreaSearchStep
            {...searchProps}
            searchError={state.searchError}
            selectedId={state.chosenAreaId}
            isLoading={state.isSubmitting}
            errorText={state.error}
            onBack={back}
            onFinish={() => finish({ inviteCode })}
          />
        ) : null}
        {state.step === 4 ? <SignupSuccessStep onLogin={onLogin} mailboxHref={state.mailbox} /> : null}
      </SignupWizard>
    </AuthFrame>
  );
}
