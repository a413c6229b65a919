import { Toast } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { dismissPostAlertAtom, postAlertAtom } from './actions.ts';

/** The alerts of post actions (spec: Error catalogue: flag, delete, a failed vote), as a toast. */
export function PostAlerts() {
  const alert = useAtomValue(postAlertAtom);
  const dismiss = useSetAtom(dismissPostAlertAtom);
  return (
    <Toast.Provider>
      {alert ? (
        <Toast.Root
          key={alert.key}
          tone={alert.tone}
          // A failure is announced at once; a success waits for the reader's current speech.
          type={alert.tone === 'danger' ? 'foreground' : 'background'}
          open
          onOpenChange={(open) => {
            if (!open) dismiss();
          }}
        >
          <Toast.Title>{alert.text}</Toast.Title>
        </Toast.Root>
      ) : null}
    </Toast.Provider>
  );
}
