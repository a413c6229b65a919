import type { MailLinkNextStep, MailLinkState } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useEffect, useRef } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { heading } from '../form.css.ts';

const t = accountsTexts.mailLink;

/** Which link could not do its work, and why: activation and reset links are used, expired or unknown; an invite is unknown. */
export type MailLinkProblem =
  | { kind: 'activation' | 'reset'; state: Exclude<MailLinkState, 'valid'> }
  | { kind: 'invite'; state: 'invalid' };

/** Props of MailLinkNotice: the problem, the one next step (computed by domain's mailLinkNextStep) and its action. */
export type MailLinkNoticeProps = ComponentPropsWithRef<'div'> &
  MailLinkProblem & {
    next: Exclude<MailLinkNextStep, 'resetForm'>;
    onNext: () => void;
    /** "Ir para o login", offered beside a next step that is not already the login (activation and reset links). */
    onLogin?: (() => void) | undefined;
    /** The page is the link's landing: its heading takes focus. Off where it joins a screen already in use. */
    isLanding?: boolean;
  };

/**
 * The page a mailed link lands on when it cannot do its work: what happened and the one next step
 * (sign in, ask for a new link, sign up without the invite), with the way to the login beside it.
 * Its heading takes focus on arrival.
 */
export function MailLinkNotice({
  kind,
  state,
  next,
  onNext,
  onLogin,
  isLanding = true,
  className,
  ...rest
}: MailLinkNoticeProps) {
  const { title, text } = kind === 'invite' ? t.invite : t[kind][state];
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isLanding) headingRef.current?.focus();
  }, [isLanding]);
  return (
    <Stack
      gap="md"
      role={isLanding ? undefined : 'status'}
      {...rest}
      data-kind={kind}
      data-state={state}
      className={className}
    >
      <h3 className={heading} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      <Callout tone={state === 'used' ? 'default' : 'warning'} icon="alert">
        {text}
      </Callout>
      <Inline justify="between">
        <Button onClick={onNext}>{t.next[next]}</Button>
        {onLogin && next !== 'login' ? (
          <Button emphasis="outline" onClick={onLogin}>
            {t.next.login}
          </Button>
        ) : null}
      </Inline>
    </Stack>
  );
}
