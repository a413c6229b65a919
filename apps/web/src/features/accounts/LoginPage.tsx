import type { User } from '@vizinhos/domain';
import { readLoginParams } from '@vizinhos/domain';
import { AuthChecking, AuthFrame, accountsTexts, ForgotPasswordForm, LoginForm } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionControls } from '../../session/sessionControls.ts';
import { paintedFormValues } from '../../views/firstPaint.ts';
import { lazyView } from '../../views/lazyView.tsx';
import { usePreloadOnIntent } from '../../views/usePreload.ts';
import { forgotPasswordAtom, resetForgotFormAtom, sendRecoveryMailAtom } from './recoveryState.ts';
import { resetSignupAtom } from './signupBase.ts';
import {
  chooseLoginModeAtom,
  chosenLoginModeAtom,
  clearLoginErrorAtom,
  type LoginMode,
  loginAtom,
  loginStateAtom,
} from './state.ts';

// The signup wizard is a chunk of its own: the login route loads only what logging in needs.
const SignupScreen = lazyView(() => import('./SignupScreen.tsx').then((module) => module.SignupScreen));

/**
 * The login screen (spec: Screens and routes): login, signup and forgot-password modes, chosen by the address or the
 * user. It answers any address while signed out; signing in keeps the address, so a deep link lands
 * on its view.
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSessionControls();
  const params = readLoginParams(location.search);
  const chosen = useAtomValue(chosenLoginModeAtom);
  const chooseMode = useSetAtom(chooseLoginModeAtom);
  const clearLoginError = useSetAtom(clearLoginErrorAtom);
  const resetSignup = useSetAtom(resetSignupAtom);
  const resetForgot = useSetAtom(resetForgotFormAtom);
  const mode: LoginMode = chosen ?? params.mode;
  usePreloadOnIntent(mode === 'login', SignupScreen.preload);

  const switchTo = (next: LoginMode) => {
    clearLoginError();
    resetSignup();
    resetForgot();
    chooseMode(next);
  };

  if (mode === 'signup')
    return (
      <Suspense fallback={<AuthChecking />}>
        <SignupScreen inviteCode={params.inviteCode} onLogin={() => switchTo('login')} />
      </Suspense>
    );
  if (mode === 'forgot') return <ForgotScreen onBack={() => switchTo('login')} />;
  return (
    <LoginScreen
      isActivated={params.showsActivated}
      onSignup={() => switchTo('signup')}
      onForgot={() => switchTo('forgot')}
      onSignedIn={(user) => {
        // The activation notice and invite code belong to the signed-out screen: drop the query only.
        if (location.search)
          navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
        signIn({ user });
      }}
    />
  );
}

function LoginScreen(props: {
  isActivated: boolean;
  onSignup: () => void;
  onForgot: () => void;
  onSignedIn: (user: User) => void;
}) {
  const login = useSetAtom(loginAtom);
  const { isLoading, error, fieldErrors } = useAtomValue(loginStateAtom);
  // What was typed in the login form the server painted, before the app started (firstPaint.ts).
  const [typed] = useState(paintedFormValues);
  return (
    <AuthFrame title={accountsTexts.login.title}>
      <LoginForm
        initialValues={typed}
        isActivated={props.isActivated}
        isLoading={isLoading}
        error={error}
        fieldErrors={fieldErrors}
        onSignup={props.onSignup}
        onForgotPassword={props.onForgot}
        onLogin={async (input) => {
          const user = await login(input);
          if (user) props.onSignedIn(user);
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
        fieldErrors={state.fieldErrors}
        isSent={state.isDone}
        onSend={send}
        onBack={onBack}
      />
    </AuthFrame>
  );
}
