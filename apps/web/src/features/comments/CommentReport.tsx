import type { PostId } from '@vizinhos/domain';
import { moderationUiTexts, ReportDialog, Toast } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  closeCommentReportAtom,
  dismissCommentReportedAtom,
  reportCommentAtom,
  reportedCommentAtom,
  reportingCommentAtom,
} from './reporting.ts';

/**
 * The report dialog of a comment of this post (spec 3: Report dialog) and, once sent, the toast
 * "Comentário reportado com sucesso".
 */
export function CommentReport({ postId }: { postId: PostId }) {
  const reporting = useAtomValue(reportingCommentAtom);
  const reported = useAtomValue(reportedCommentAtom);
  const close = useSetAtom(closeCommentReportAtom);
  const dismiss = useSetAtom(dismissCommentReportedAtom);
  const report = useSetAtom(reportCommentAtom);
  return (
    <>
      {reporting?.postId === postId ? (
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
      ) : null}
      {reported?.postId === postId ? (
        <Toast.Provider>
          <Toast.Root
            key={reported.key}
            tone="success"
            type="background"
            open
            onOpenChange={(open) => {
              if (!open) dismiss();
            }}
          >
            <Toast.Title>{moderationUiTexts.commentReported}</Toast.Title>
          </Toast.Root>
        </Toast.Provider>
      ) : null}
    </>
  );
}
