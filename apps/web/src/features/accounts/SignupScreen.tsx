import {
  AuthFrame,
  accountsTexts,
  SignupAreaSearchStep,
  SignupAreaStep,
  SignupLocationStep,
  SignupPersonalStep,
  SignupSuccessStep,
  SignupWizard,
} from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  backSignupAtom,
  chooseAreaAtom,
  continueSignupAtom,
  editSignupAtom,
  finishAreaChoiceAtom,
  locateAreaAtom,
  searchAreasAtom,
  signupAtom,
  submitSignupAtom,
} from './signupState.ts';

/** The signup wizard of the login screen (spec: Screens and routes, States and transitions): location, area, personal data, area choice. */
export function SignupScreen({
  inviteCode,
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
  const searchProps = {
    query: state.query,
    onQueryChange: search,
    areas: state.results,
    isSearching: state.isSearching,
    onChoose: choose,
  };
  return (
    <AuthFrame title={accountsTexts.signup.title}>
      <SignupWizard step={state.step} onBackToLogin={onLogin}>
        {state.step === 1 ? (
          <SignupLocationStep
            {...searchProps}
            searchError={state.searchError}
            onUseLocation={locate}
            isLocating={state.isLocating}
            locationError={state.locationError}
          />
        ) : null}
        {state.step === 2 && state.area ? <SignupAreaStep area={state.area} onContinue={next} /> : null}
        {state.step === 3 ? (
          <SignupPersonalStep
            values={state.values}
            onChange={edit}
            inviteCode={inviteCode}
            isLoading={state.isSubmitting}
            error={state.error}
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
            error={state.error}
            onBack={back}
            onFinish={() => finish({ inviteCode })}
          />
        ) : null}
        {state.step === 4 ? <SignupSuccessStep onLogin={onLogin} /> : null}
      </SignupWizard>
    </AuthFrame>
  );
}
