import { AuthFrame, accountsTexts, ForgotPasswordForm } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { forgotPasswordAtom, resetForgotFormAtom, sendRecoveryMailAtom } from './recoveryState.ts';

/** The forgot-password mode of the login screen (spec: Screens and routes): a chunk of its own. */
export function ForgotScreen({ onBack }: { onBack: () => void }) {
  const state = useAtomValue(forgotPasswordAtom);
  const send = useSetAtom(sendRecoveryMailAtom);
  const reset = useSetAtom(resetForgotFormAtom);
  // Opened empty, whatever was sent or typed the last time (before it paints).
  useLayoutEffect(() => reset(), [reset]);
  return (
    <AuthFrame title={accountsTexts.forgot.title}>
      <ForgotPasswordForm
        isLoading={state.isLoading}
        errorText={state.error}
        fieldErrors={state.fieldErrors}
        isSent={state.isDone}
        onSend={send}
        onBack={onBack}
      />
    </AuthFrame>
  );
}
