import { RESET_REDIRECT_MS } from '@vizinhos/domain';
import { AuthFrame, accountsTexts, ResetPasswordForm } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { resetPasswordAtom, submitNewPasswordAtom } from './recoveryState.ts';

/** Layout state 2 (spec: Screens and routes): the reset screen; 2 s after success the query is cleared and the user goes to "/". */
export function ResetPasswordPage({ token }: { token: string }) {
  const state = useAtomValue(resetPasswordAtom);
  const submit = useSetAtom(submitNewPasswordAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (!state.isDone) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.isDone, navigate]);
  return (
    <AuthFrame title={accountsTexts.reset.title}>
      <ResetPasswordForm
        isLoading={state.isLoading}
        error={state.error}
        isDone={state.isDone}
        onReset={(input) => submit({ token, ...input })}
      />
    </AuthFrame>
  );
}
