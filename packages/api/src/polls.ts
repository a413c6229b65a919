// Polls (spec: Calls): a resident's one answer to a poll post. The answer carries the poll's options
// with the new counts and the reader's choice; the area gets the same counts by the live poll_update.
import type { WirePollOption } from '@vizinhos/domain';
import { apiFailure } from './errors.ts';
import type { ApiResult, Http, WriteOptions } from './http.ts';
import { postPath } from './posts.ts';

/** Path of POST posts/{id}/poll_responses/{optionId}. */
export function pollResponsePath(postId: string, optionId: string): string {
  return `${postPath(postId)}/poll_responses/${encodeURIComponent(optionId)}`;
}

/** The JSON body of POST poll_responses (spec: Calls: poll_response with poll_option_id). */
export type PollResponseBody = { poll_response: { poll_option_id: string } };

/**
 * Answer of POST poll_responses (spec: Calls: post.poll_options): every option with its count,
 * `is_user_response` on the reader's choice, and the reader's own response listed under it.
 */
export type PollResponseAnswer = {
  post: { _id: { $oid: string }; id: string; poll_options: WirePollOption[] };
};

/** The polls calls of the client. */
export function pollCalls(http: Http) {
  return {
    /**
     * POST posts/{id}/poll_responses/{optionId}: one answer per resident, never changed (a second
     * answer is refused with 409 and the server's text). Gives the poll's options after the answer.
     */
    async answerPoll(
      postId: string,
      optionId: string,
      options?: WriteOptions,
    ): Promise<ApiResult<WirePollOption[]>> {
      const body: PollResponseBody = { poll_response: { poll_option_id: optionId } };
      const answer = await http.send('POST', pollResponsePath(postId, optionId), undefined, body, options);
      if (!answer?.ok) return apiFailure('answerPoll', answer);
      const results = (answer.body as Partial<PollResponseAnswer> | null)?.post?.poll_options;
      return Array.isArray(results)
        ? { ok: true, value: results }
        : apiFailure('answerPoll', answer, 'invalid');
    },
  };
}
