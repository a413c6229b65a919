export { assertNever } from './assertNever.ts';
export type { BadgeTone } from './badgeTone.ts';
export { commonDomainTexts } from './common.texts.ts';
export type { DateTextOptions } from './formatCalendarDate.ts';
export { DEFAULT_TIME_ZONE, formatCalendarDate, formatClockTime } from './formatCalendarDate.ts';
export { formatCount } from './formatCount.ts';
export type { FormCheck } from './formCheck.ts';
export { CHECK_OK, failCheck } from './formCheck.ts';
export type {
  AreaId,
  CommentId,
  ConversationId,
  Id,
  MessageId,
  NotificationId,
  OidObject,
  PollOptionId,
  PostId,
  UserId,
  WireId,
} from './ids.ts';
export { toId, unwrapId } from './ids.ts';
export { mapDefined } from './mapDefined.ts';
export type { Age } from './measureAge.ts';
export { measureAge, parseMoment } from './measureAge.ts';
export { ownDrafts } from './ownDrafts.ts';
export type { Author, WireAuthor } from './readAuthor.ts';
export { readAuthor } from './readAuthor.ts';
export { readCount } from './readCount.ts';
export type { VoteDirection } from './readVoteDirection.ts';
export { readVoteDirection } from './readVoteDirection.ts';
export type { WireNamed } from './readWireValues.ts';
export { isRecord, readName, readNumber, readText } from './readWireValues.ts';
export { toSearchKey } from './toSearchKey.ts';
export { ELLIPSIS, truncateText } from './truncateText.ts';
export { nextVoteDirection, voteDelta } from './voteChange.ts';
export type { WireMeta } from './wireMeta.ts';
