import { COMMENT_TEXT_MAX, commentFormFields } from '@vizinhos/api';
import { canSendCommentText, isRecord } from '@vizinhos/domain';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { commentsServerTexts } from './comments.texts.ts';

/**
 * The text of a comment to write or save, from the form's `comment[text]` or JSON `comment.text`
 * (spec: Calls), without its outer blanks. Blank text is refused (spec: Validation rules), as is
 * text past COMMENT_TEXT_MAX.
 */
export function readCommentText(body: unknown): string {
  const nested = isRecord(body) && isRecord(body.comment) ? body.comment : undefined;
  const sent = readFormValue(body, commentFormFields.text) ?? readFormValue(nested, 'text');
  if (sent === undefined) {
    const present =
      isRecord(body) && (commentFormFields.text in body || (nested !== undefined && 'text' in nested));
    throw httpError(400, present ? commentsServerTexts.textInvalid : commentsServerTexts.textRequired);
  }
  if (!canSendCommentText(sent)) throw httpError(422, commentsServerTexts.blank);
  const text = sent.trim();
  if (text.length > COMMENT_TEXT_MAX) throw httpError(422, commentsServerTexts.tooLong);
  return text;
}
