import { ReportDialog, Toast } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  closeReportAtom,
  dismissPostAlertAtom,
  flagPostAtom,
  postAlertAtom,
  reportingPostAtom,
} from './actions.ts';

/**
 * The alerts of post actions (spec: Error catalogue: flag, delete, a failed vote), as a toast, and
 * the report dialog "Reportar" opens (spec 3: Report dialog).
 */
export function PostAlerts() {
  const alert = useAtomValue(postAlertAtom);
  const dismiss = useSetAtom(dismissPostAlertAtom);
  const reporting = useAtomValue(reportingPostAtom);
  const closeReport = useSetAtom(closeReportAtom);
  const flag = useSetAtom(flagPostAtom);
  return (
    <>
      {reporting ? (
        <ReportDialog
          open
          kind="post"
          isSending={reporting.isSending}
          errorText={reporting.errorText}
          onOpenChange={(open) => {
            if (!open) closeReport();
          }}
          onSubmit={(input) => void flag({ postId: reporting.postId, ...input })}
        />
      ) : null}
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
    </>
  );
}
