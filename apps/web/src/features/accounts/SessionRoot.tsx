import { readLoginParams } from '@vizinhos/domain';
import { AuthChecking } from '@vizinhos/ui';
import { createStore, Provider, useAtomValue } from 'jotai';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { activationPattern } from '../../activationPattern.ts';
import { authAtom, checkSessionAtom, createSessionStore } from '../../session/session.ts';
import { type SessionControls, SessionControlsContext } from '../../session/sessionControls.ts';
import { isPaintedSignedOut, useFirstPaintDone } from '../../views/firstPaint.ts';
import { lazyView } from '../../views/lazyView.tsx';
import { usePreloadLinksOnIntent, usePreloadOnIntent } from '../../views/usePreload.ts';
import { LoginPage } from './LoginPage.tsx';

// A mail link's pages (the reset screen, an activation link's answer) are chunks of their own: the
// login route loads only what logging in needs.
const ResetPasswordPage = lazyView(() =>
  import('./ResetPasswordPage.tsx').then((module) => module.ResetPasswordPage),
);
const ActivationPage = lazyView(() => import('./ActivationPage.tsx').then((module) => module.ActivationPage));

/** Props of SessionRoot: how to fetch the signed-in views' chunks ahead of their first render. */
export type SessionRootProps = {
  preload?: {
    /** On the first focus, touch or key while signed out: what the first signed-in screen needs. */
    onIntent: () => unknown;
    /** Signed in, when the pointer, focus or a touch comes to a link: the view at that path. */
    onLinkIntent: (pathname: string) => unknown;
  };
};

/**
 * The root route: checks the session at startup, holds the session's store, and shows the app's
 * layout states (spec: Layout): checking, the reset screen (reset_password_token at any address) or
 * a mail link's page (/ativacao/...),
 * the login screen at whatever address was asked for, or the signed-in routes.
 */
export function SessionRoot({ preload }: SessionRootProps) {
  // The startup check runs in a store of its own (auth "loading"); its answer brings the session's store.
  const [checkingStore] = useState(createStore);
  const [store, setStore] = useState(checkingStore);
  const auth = useAtomValue(authAtom, { store });
  const navigate = useNavigate();
  const location = useLocation();
  const { resetToken } = readLoginParams(location.search);
  // A mail link's page answers signed in or out, like the reset screen.
  const activation = matchPath(activationPattern, location.pathname);
  usePreloadOnIntent(auth.status === 'unauthenticated', preload?.onIntent);
  usePreloadLinksOnIntent(auth.status === 'authenticated', preload?.onLinkIntent);
  // The page the server painted for a signed-in `/` goes when something else shows instead of the
  // timeline (the login screen after all, the reset screen, a mail link's page).
  useFirstPaintDone(auth.status === 'unauthenticated' || Boolean(resetToken) || activation !== null);

  useEffect(() => {
    let isCurrent = true;
    // On the login screen the server painted for a visitor without a session: nobody to check.
    const checked = isPaintedSignedOut() ? Promise.resolve(undefined) : checkingStore.set(checkSessionAtom);
    void checked.then((user) => {
      if (isCurrent) setStore(createSessionStore(user));
    });
    return () => {
      isCurrent = false;
    };
  }, [checkingStore]);

  const controls = useMemo<SessionControls>(
    () => ({
      signIn: ({ user }) => setStore(createSessionStore(user)),
      signOut: () => {
        setStore(createSessionStore(undefined));
        navigate('/', { replace: true });
      },
    }),
    [navigate],
  );

  return (
    <Provider store={store}>
      <SessionControlsContext value={controls}>
        {auth.status === 'loading' ? (
          <AuthChecking />
        ) : resetToken ? (
          <Suspense fallback={<AuthChecking />}>
            <ResetPasswordPage token={resetToken} />
          </Suspense>
        ) : activation ? (
          <Suspense fallback={<AuthChecking />}>
            <ActivationPage situacao={activation.params.situacao} />
          </Suspense>
        ) : auth.status === 'authenticated' ? (
          <Suspense fallback={<AuthChecking />}>
            <Outlet />
          </Suspense>
        ) : (
          <LoginPage />
        )}
      </SessionControlsContext>
    </Provider>
  );
}
