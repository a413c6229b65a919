import { POST_ERROR_TEXTS } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeWirePollOptions, pollHandlers, pollMockTexts } from '../mocks/polls.ts';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { createApiClient } from './client.ts';
import { pollResponsePath } from './polls.ts';

const { capture, server } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });

describe('answerPoll (spec: Calls: POST posts/{id}/poll_responses/{optionId})', () => {
  it('sends JSON poll_response with poll_option_id and reads post.poll_options', async () => {
    const options = makeWirePollOptions([13, 7, 3], 0);
    const seen = capture('post', pollResponsePath('post-poll', 'option-1'), () =>
      HttpResponse.json({ post: { _id: { $oid: 'post-poll' }, id: 'post-poll', poll_options: options } }),
    );
    expect(await api.answerPoll('post-poll', 'option-1')).toEqual({ ok: true, value: options });
    expect(seen.request?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen.body ?? '')).toEqual({ poll_response: { poll_option_id: 'option-1' } });
  });

  it('escapes the ids in the path', () => {
    expect(pollResponsePath('p/1', 'o 1')).toBe('/api/v1/posts/p%2F1/poll_responses/o%201');
  });

  it.each<[string, ReturnType<(typeof pollHandlers)[keyof typeof pollHandlers]>, number, string]>([
    [
      'the server’s reason when it gives one (already answered)',
      pollHandlers.alreadyAnswered(),
      409,
      pollMockTexts.alreadyAnswered,
    ],
    [
      'spec: Error catalogue: "Erro ao votar na enquete"',
      pollHandlers.voteFails(),
      422,
      POST_ERROR_TEXTS.pollVoteFailed,
    ],
    [
      'spec: Error catalogue: the network variant',
      pollHandlers.offline(),
      0,
      POST_ERROR_TEXTS.pollVoteNetwork,
    ],
  ])('a failure shows %s', async (_name, handlers, status, error) => {
    server.use(...handlers);
    expect(await api.answerPoll('post-poll', 'option-1')).toEqual({ ok: false, status, error });
  });

  it('an ok answer without post.poll_options is "Erro ao votar na enquete"', async () => {
    capture('post', pollResponsePath('post-poll', 'option-1'), () => HttpResponse.json({ post: {} }));
    expect(await api.answerPoll('post-poll', 'option-1')).toEqual({
      ok: false,
      status: 200,
      error: POST_ERROR_TEXTS.pollVoteFailed,
    });
  });

  it('the default handler counts the answer and checks the reader’s choice', async () => {
    server.use(...pollHandlers.default([12, 7, 3]));
    const result = await api.answerPoll('post-poll', 'option-2');
    const options = result.ok ? result.value : [];
    expect(options.map((option) => option.count)).toEqual([12, 8, 3]);
    expect(options.map((option) => option.is_user_response)).toEqual([false, true, false]);
  });
});
