import {
  applyPollUpdate,
  type PollOptionId,
  type PostId,
  readPayloadId,
  type WirePollOption,
  type WirePollUpdate,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../../session/session.ts';
import { changePost } from '../../store/entities.ts';
import { defineOutboxKind, enqueueOutboxAtom } from '../../store/outbox.ts';

const votingBaseAtom = atom<ReadonlySet<PostId>>(new Set<PostId>());
const errorsBaseAtom = atom<Partial<Record<PostId, string>>>({});

/** The answers on their way. */
export const votingPollsAtom = atom((get) => get(votingBaseAtom));

/** The last failed answer of each poll (spec: Error catalogue: "Erro ao votar na enquete" or its network variant). */
export const pollErrorsAtom = atom((get) => get(errorsBaseAtom));

/**
 * New results, from a live poll_update or the reader's own answer: the store's post takes them (the
 * domain's applyPollUpdate keeps the reader's check), so every card that shows the post moves.
 */
function applyUpdate(get: Getter, set: Setter, message: WirePollUpdate) {
  const postId = readPayloadId<'Post'>(message.post, message.post_id);
  if (postId === undefined) return;
  const me = get(currentUserAtom)?.id;
  changePost(get, set, postId, (post) => applyPollUpdate([post], message, me)[0] ?? post);
}

/** A live poll_update (spec: States and transitions: with poll_options): the results move on every card. */
export const receivePollUpdateAtom = atom(null, (get, set, message: WirePollUpdate) =>
  applyUpdate(get, set, message),
);

type PollAnswer = { postId: PostId; optionId: PollOptionId };

function setVoting(get: Getter, set: Setter, postId: PostId, isVoting: boolean): void {
  const voting = new Set(get(votingBaseAtom));
  if (isVoting) voting.add(postId);
  else voting.delete(postId);
  set(votingBaseAtom, voting);
}

// Through the app's outbox (store/outbox.ts): an answer given while the server is out of reach stays
// "Enviando voto..." (after a reload too) and is sent once, with its key, when the way opens.
defineOutboxKind<PollAnswer, WirePollOption[]>('pollAnswer', {
  onRefusal: 'drop',
  send: (get, { payload, key }) =>
    get(apiClientAtom).answerPoll(payload.postId, payload.optionId, { idempotencyKey: key }),
  onRestored: (get, set, { payload }) => setVoting(get, set, payload.postId, true),
  onSent: (get, set, { payload }, options) => {
    setVoting(get, set, payload.postId, false);
    applyUpdate(get, set, { post_id: payload.postId, poll_options: options });
  },
  onFailed: (get, set, { payload }, failure) => {
    if (failure.isTransient) return;
    setVoting(get, set, payload.postId, false);
    set(errorsBaseAtom, { ...get(errorsBaseAtom), [payload.postId]: failure.error });
  },
});

/**
 * Answers a poll (spec: Calls: POST poll_responses): the results show with the reader's check; a
 * refusal keeps the form and says why.
 */
export const answerPollAtom = atom(null, async (get, set, answer: PollAnswer) => {
  if (get(votingBaseAtom).has(answer.postId)) return;
  setVoting(get, set, answer.postId, true);
  const { [answer.postId]: _, ...otherErrors } = get(errorsBaseAtom);
  set(errorsBaseAtom, otherErrors);
  await set(enqueueOutboxAtom, { kind: 'pollAnswer', payload: answer });
});
