/** Whether a comment text may be sent or saved: not empty, not only whitespace (spec: Validation rules). */
export function canSendCommentText(text: string): boolean {
  return text.trim() !== '';
}
