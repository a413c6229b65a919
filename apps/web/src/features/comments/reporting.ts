// Reporting a comment (spec 3: Report dialog): the dialog's comment, its sending state and refusal;
// the success is the app's toast.
import type { CommentId, PostId, ReportReason } from '@vizinhos/domain';
import { moderationUiTexts } from '@vizinhos/ui';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { showToastAtom } from '../../store/toast.ts';

type Reporting = { postId: PostId; commentId: CommentId; isSending: boolean; errorText: string | null };
const reportingBaseAtom = atom<Reporting | undefined>(undefined);

/** The comment whose report dialog is open. */
export const reportingCommentAtom = atom((get) => get(reportingBaseAtom));

/** "Reportar" opens the dialog for the comment. */
export const openCommentReportAtom = atom(
  null,
  (_get, set, { postId, commentId }: { postId: PostId; commentId: CommentId }) =>
    set(reportingBaseAtom, { postId, commentId, isSending: false, errorText: null }),
);

/** Closing the dialog forgets it. */
export const closeCommentReportAtom = atom(null, (_get, set) => set(reportingBaseAtom, undefined));

/**
 * Sends the report with the reason chosen: the dialog closes on success and the toast says so;
 * a refusal stays in the dialog with what was typed (spec 3: Report dialog).
 */
export const reportCommentAtom = atom(
  null,
  async (get, set, { reason, note }: { reason: ReportReason; note: string }) => {
    const reporting = get(reportingBaseAtom);
    if (!reporting) return;
    const { postId, commentId } = reporting;
    set(reportingBaseAtom, { ...reporting, isSending: true, errorText: null });
    const answer = await get(apiClientAtom).reportComment(postId, commentId, { reason, note: note || null });
    if (!answer.ok) {
      set(reportingBaseAtom, { postId, commentId, isSending: false, errorText: answer.error });
      return;
    }
    set(reportingBaseAtom, undefined);
    set(showToastAtom, { tone: 'success', text: moderationUiTexts.commentReported });
  },
);
