import { mailLinkNextStep, readMailLinkState } from '@vizinhos/domain';
import { AuthFrame, accountsTexts, MailLinkNotice } from '@vizinhos/ui';
import { useLeaveMailLink } from './leaveMailLink.ts';

/**
 * Where the server sends a browser whose activation link could not activate (`/ativacao/usado`,
 * `/expirado`, `/invalido`): what happened and the one next step. A good link goes to the login's
 * "account activated" notice instead (spec: Screens and routes, registrationSuccess=true).
 */
export function ActivationPage({ situacao }: { situacao: string | undefined }) {
  const leave = useLeaveMailLink();
  const read = readMailLinkState(situacao);
  // 'valido' is never sent here; read as used, since a good link has done its work by now.
  const state = read === 'valid' ? 'used' : read;
  const next = mailLinkNextStep('activation', state) === 'login' ? 'login' : 'newLink';
  return (
    <AuthFrame title={accountsTexts.login.title}>
      <MailLinkNotice
        kind="activation"
        state={state}
        next={next}
        onNext={() => leave(next)}
        onLogin={() => leave('login')}
      />
    </AuthFrame>
  );
}
