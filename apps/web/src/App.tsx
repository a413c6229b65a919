import { formatTabTitle, readLoginParams } from '@vizinhos/domain';
import { AuthChecking } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { LoginPage } from './pages/LoginPage.tsx';
import { ResetPasswordPage } from './pages/ResetPasswordPage.tsx';
import { authAtom, checkSessionAtom } from './state/auth.ts';
import { unreadConversationsAtom } from './state/conversations.ts';

// The signed-in shell is its own chunk, so the login route loads only what it needs (bench budget).
const ShellPage = lazy(() =>
  import('./shell/ShellPage.tsx').then((module) => ({ default: module.ShellPage })),
);

/** The app root: the four layout states of doc 1 §2. */
export function App() {
  const auth = useAtomValue(authAtom);
  const checkSession = useSetAtom(checkSessionAtom);
  const unread = useAtomValue(unreadConversationsAtom);
  const { search } = useLocation();
  const { resetToken } = readLoginParams(search);

  useEffect(() => {
    void checkSession();
  }, [checkSession]);

  useEffect(() => {
    document.title = formatTabTitle(unread);
  }, [unread]);

  if (auth.status === 'loading') return <AuthChecking />;
  if (resetToken) return <ResetPasswordPage token={resetToken} />;
  if (auth.status === 'authenticated')
    return (
      <Suspense fallback={<AuthChecking />}>
        <ShellPage user={auth.user} />
      </Suspense>
    );
  return <LoginPage />;
}
