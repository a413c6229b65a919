import { Toast } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { dismissToastAtom, toastAtom } from '../../store/toast.ts';

/** The shell's one toast region ("Avisos (F8)"): the app's toast (store/toast.ts), whoever raised it. */
export function ToastOutlet() {
  const alert = useAtomValue(toastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
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
