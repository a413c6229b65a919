import type { User } from '@vizinhos/domain';
import { readLoginParams } from '@vizinhos/domain';
import { AuthChecking, AuthFrame, accountsTexts, LoginForm } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionControls } from '../../session/sessionControls.ts';
import { paintedFormValues } from '../../views/firstPaint.ts';
import { lazyView } from '../../views/lazyView.tsx';
import { usePreloadOnIntent } from '../../views/usePreload.ts';
import {
  chooseLoginModeAtom,
  chosenLoginModeAtom,
  clearLoginErrorAtom,
  type LoginMode,
  loginAtom,
  loginStateAtom,
} from './state.ts';

// The signup wizard and the forgot-password form are chunks of their own, fetched on the first
// intent on the login screen: the login route loads only what logging in needs.
const SignupScreen = lazyView(() => import('./SignupScreen.tsx').then((module) => module.SignupScreen));
const ForgotScreen = lazyView(() => import('./ForgotScreen.tsx').then((module) => module.ForgotScreen));
const preloadOtherModes = () => Promise.all([SignupScreen.preload(), ForgotScreen.preload()]);

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
  const mode: LoginMode = chosen ?? params.mode;
  usePreloadOnIntent(mode === 'login', preloadOtherModes);

  const switchTo = (next: LoginMode) => {
    clearLoginError();
    chooseMode(next);
  };

  if (mode === 'signup')
    return (
      <Suspense fallback={<AuthChecking />}>
        <SignupScreen inviteCode={params.inviteCode} onLogin={() => switchTo('login')} />
      </Suspense>
    );
  if (mode === 'forgot')
    return (
      <Suspense fallback={<AuthChecking />}>
        <ForgotScreen onBack={() => switchTo('login')} />
      </Suspense>
    );
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
        errorText={error}
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
