import { mailLinkNextStep, RESET_REDIRECT_MS } from '@vizinhos/domain';
import { AuthChecking, AuthFrame, accountsTexts, MailLinkNotice, ResetPasswordForm } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLeaveMailLink } from './leaveMailLink.ts';
import {
  checkResetLinkAtom,
  resetLinkAtom,
  resetPasswordAtom,
  submitNewPasswordAtom,
} from './recoveryState.ts';

/**
 * Layout state 2 (spec: Screens and routes): the reset screen; 2 s after success the query is
 * cleared and the user goes to "/". The link is checked first: a used, expired or unknown one
 * lands on a page saying so, with its one next step, never on a form that cannot work.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const state = useAtomValue(resetPasswordAtom);
  const link = useAtomValue(resetLinkAtom);
  const checkLink = useSetAtom(checkResetLinkAtom);
  const submit = useSetAtom(submitNewPasswordAtom);
  const navigate = useNavigate();
  const leave = useLeaveMailLink();
  useEffect(() => {
    void checkLink({ token });
  }, [checkLink, token]);
  useEffect(() => {
    if (!state.isDone) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.isDone, navigate]);
  if (link === 'checking') return <AuthChecking />;
  if (link !== 'valid') {
    const next = mailLinkNextStep('reset', link) === 'login' ? 'login' : 'newLink';
    return (
      <AuthFrame title={accountsTexts.reset.title}>
        <MailLinkNotice
          kind="reset"
          state={link}
          next={next}
          onNext={() => leave(next)}
          onLogin={() => leave('login')}
        />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={accountsTexts.reset.title}>
      <ResetPasswordForm
        isLoading={state.isLoading}
        errorText={state.error}
        fieldErrors={state.fieldErrors}
        isDone={state.isDone}
        onReset={(input) => submit({ token, ...input })}
        onBackToLogin={() => leave('login')}
      />
    </AuthFrame>
  );
}
