import type { PostId } from '@vizinhos/domain';
import { ReportDialog } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { closeCommentReportAtom, reportCommentAtom, reportingCommentAtom } from './reporting.ts';

/**
 * The report dialog of a comment of this post (spec 3: Report dialog); once sent, the app's toast
 * says "Comentário reportado com sucesso".
 */
export function CommentReport({ postId }: { postId: PostId }) {
  const reporting = useAtomValue(reportingCommentAtom);
  const close = useSetAtom(closeCommentReportAtom);
  const report = useSetAtom(reportCommentAtom);
  if (reporting?.postId !== postId) return null;
  return (
    <ReportDialog
      open
      kind="comment"
      isSending={reporting.isSending}
      errorText={reporting.errorText}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      onSubmit={(input) => void report(input)}
    />
  );
}
