import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { shellTexts } from '../shell.texts.ts';
import { root } from './AuthChecking.css.ts';

/** Props of AuthChecking. */
export type AuthCheckingProps = ComponentPropsWithRef<'main'>;

/** Layout state 1: the spinner with "Verificando autenticação..." while the session is checked (spec: Screens and routes). */
export function AuthChecking({ className, ...rest }: AuthCheckingProps) {
  return (
    <Stack gap="md" align="center" justify="center" asChild>
      <main aria-busy="true" {...rest} className={cx(root, className)}>
        <Spinner size="lg" label={null} />
        <p role="status">{shellTexts.checkingSession}</p>
      </main>
    </Stack>
  );
}
