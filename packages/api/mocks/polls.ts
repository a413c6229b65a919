import type { PollOption, PollOptionId, WirePollOption } from '@vizinhos/domain';
import { HttpResponse, http } from 'msw';
import type { PollResponseAnswer } from '../src/polls.ts';
import { hang, refuse } from './respond.ts';

// Poll option fixtures (spec: Data model, Post): the fixture poll's options as domain models.

/** A poll option; override `count`, `isUserResponse`, ... */
export function makePollOption(overrides: Partial<PollOption> = {}): PollOption {
  return {
    id: 'option-1' as PollOptionId,
    label: 'Sábado de manhã',
    count: 0,
    isUserResponse: false,
    responderIds: [],
    ...overrides,
  };
}

/** The three options of the fixture poll, with `counts` votes each and the reader's choice, if any. */
export function makePollOptions(counts: readonly number[] = [12, 7, 3], chosenIndex?: number): PollOption[] {
  const labels = [
    'Sábado de manhã',
    'Domingo à tarde',
    'Quarta-feira à noite',
    'Sexta-feira à noite',
    'Segunda-feira',
  ];
  return counts.map((count, index) =>
    makePollOption({
      id: `option-${index + 1}` as PollOptionId,
      label: labels[index] ?? `Opção ${index + 1}`,
      count,
      isUserResponse: index === chosenIndex,
    }),
  );
}

/** The fixture poll's options on the wire (spec: Entities and their fields), the reader's choice marked. */
export function makeWirePollOptions(
  counts: readonly number[] = [12, 7, 3],
  chosenIndex?: number,
): WirePollOption[] {
  return makePollOptions(counts, chosenIndex).map((option) => ({
    _id: { $oid: option.id },
    label: option.label,
    count: option.count,
    is_user_response: option.isUserResponse,
    poll_option_responses: option.isUserResponse ? [{ user_id: { $oid: 'user-maria' } }] : [],
  }));
}

// Handlers of the polls resource (spec: Calls: POST posts/{id}/poll_responses/{optionId}). A story
// replaces only this group: `handlers: { polls: pollHandlers.voteFails() }`.

const answerPath = '*/api/v1/posts/:id/poll_responses/:optionId';

/** The server's refusals of a poll answer, as the handlers answer them. */
export const pollMockTexts = {
  alreadyAnswered: 'Você já respondeu a esta enquete.',
  voteFailed: 'Erro ao votar na enquete',
} as const;

/** Scenarios of the polls resource. */
export const pollHandlers = {
  /** The answer counts: the chosen option gains one and carries the reader's check (spec: States and transitions). */
  default: (counts: readonly number[] = [12, 7, 3]) => [
    http.post(answerPath, ({ params }) => {
      const options = makeWirePollOptions(counts);
      const chosen = options.findIndex((option) => (option._id as { $oid: string }).$oid === params.optionId);
      const answer: PollResponseAnswer = {
        post: {
          _id: { $oid: String(params.id) },
          id: String(params.id),
          poll_options: makeWirePollOptions(
            counts.map((count, index) => (index === chosen ? count + 1 : count)),
            chosen < 0 ? undefined : chosen,
          ),
        },
      };
      return HttpResponse.json(answer);
    }),
  ],
  /** The reader already answered: 409 with the server's text. */
  alreadyAnswered: () => [http.post(answerPath, () => refuse(pollMockTexts.alreadyAnswered, 409))],
  /** The answer is refused: "Erro ao votar na enquete" (spec: Error catalogue). */
  // Refused (a 4xx): a 5xx would keep the answer waiting in the outbox, to be sent again.
  voteFails: () => [http.post(answerPath, () => refuse(pollMockTexts.voteFailed, 422))],
  /** The network fails: the network variant of the poll error. */
  offline: () => [http.post(answerPath, () => HttpResponse.error())],
  /** The answer never comes: the options stay disabled. */
  loading: () => [http.post(answerPath, hang)],
};
