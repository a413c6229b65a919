import { readLoginParams } from '@vizinhos/domain';
import {
  AuthFrame,
  accountsTexts,
  ForgotPasswordForm,
  LoginForm,
  SignupAreaSearchStep,
  SignupAreaStep,
  SignupLocationStep,
  SignupPersonalStep,
  SignupSuccessStep,
  SignupWizard,
} from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { clearLoginErrorAtom, loginAtom, loginStateAtom } from '../state/auth.ts';
import { chooseLoginModeAtom, chosenLoginModeAtom, type LoginMode } from '../state/loginScreen.ts';
import { forgotPasswordAtom, resetForgotFormAtom, sendRecoveryMailAtom } from '../state/passwordRecovery.ts';
import {
  backSignupAtom,
  chooseAreaAtom,
  continueSignupAtom,
  editSignupAtom,
  finishAreaChoiceAtom,
  locateAreaAtom,
  resetSignupAtom,
  searchAreasAtom,
  signupAtom,
  submitSignupAtom,
} from '../state/signup.ts';

/** The login screen (doc 1 §2): login, signup and forgot-password modes, chosen by the address or the user. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = readLoginParams(location.search);
  const chosen = useAtomValue(chosenLoginModeAtom);
  const chooseMode = useSetAtom(chooseLoginModeAtom);
  const clearLoginError = useSetAtom(clearLoginErrorAtom);
  const resetSignup = useSetAtom(resetSignupAtom);
  const resetForgot = useSetAtom(resetForgotFormAtom);
  const mode: LoginMode = chosen ?? params.mode;

  const switchTo = (next: LoginMode) => {
    clearLoginError();
    resetSignup();
    resetForgot();
    chooseMode(next);
  };

  if (mode === 'signup')
    return <SignupScreen inviteCode={params.inviteCode} onLogin={() => switchTo('login')} />;
  if (mode === 'forgot') return <ForgotScreen onBack={() => switchTo('login')} />;
  return (
    <LoginScreen
      isActivated={params.showsActivated}
      onSignup={() => switchTo('signup')}
      onForgot={() => switchTo('forgot')}
      onSignedIn={() => {
        // The activation notice and invite code belong to the signed-out screen: leave a clean "/".
        if (location.search) navigate('/', { replace: true });
      }}
    />
  );
}

function LoginScreen(props: {
  isActivated: boolean;
  onSignup: () => void;
  onForgot: () => void;
  onSignedIn: () => void;
}) {
  const login = useSetAtom(loginAtom);
  const { isLoading, error } = useAtomValue(loginStateAtom);
  return (
    <AuthFrame title={accountsTexts.login.title}>
      <LoginForm
        isActivated={props.isActivated}
        isLoading={isLoading}
        error={error}
        onSignup={props.onSignup}
        onForgotPassword={props.onForgot}
        onLogin={async (input) => {
          if (await login(input)) props.onSignedIn();
        }}
      />
    </AuthFrame>
  );
}

function ForgotScreen({ onBack }: { onBack: () => void }) {
  const state = useAtomValue(forgotPasswordAtom);
  const send = useSetAtom(sendRecoveryMailAtom);
  return (
    <AuthFrame title={accountsTexts.forgot.title}>
      <ForgotPasswordForm
        isLoading={state.isLoading}
        error={state.error}
        isSent={state.isDone}
        onSend={send}
        onBack={onBack}
      />
    </AuthFrame>
  );
}

function SignupScreen({ inviteCode, onLogin }: { inviteCode: string | undefined; onLogin: () => void }) {
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
