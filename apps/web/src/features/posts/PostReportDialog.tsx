import { ReportDialog } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { closeReportAtom, flagPostAtom, reportingPostAtom } from './actions.ts';

/**
 * The report dialog "Reportar" opens (spec 3: Report dialog); its outcome, like every post action's,
 * is the app's toast (store/toast.ts).
 */
export function PostReportDialog() {
  const reporting = useAtomValue(reportingPostAtom);
  const closeReport = useSetAtom(closeReportAtom);
  const flag = useSetAtom(flagPostAtom);
  if (!reporting) return null;
  return (
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
  );
}
