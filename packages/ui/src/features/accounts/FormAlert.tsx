import { Callout } from '../../primitives/Callout/Callout.tsx';

/** Props of FormAlert: the text to announce, or nothing. */
export type FormAlertProps = { message: string | null | undefined; tone?: 'danger' | 'success' };

/** A form's error or notice, announced as soon as it appears (role alert / status). */
export function FormAlert({ message, tone = 'danger' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Callout
      tone={tone}
      icon={tone === 'danger' ? 'alert' : 'check'}
      role={tone === 'danger' ? 'alert' : 'status'}
    >
      {message}
    </Callout>
  );
}
