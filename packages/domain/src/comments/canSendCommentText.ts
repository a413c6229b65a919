/** Whether a comment text may be sent or saved: not empty, not only whitespace (doc 2 §5). */
export function canSendCommentText(text: string): boolean {
  return text.trim() !== '';
}
