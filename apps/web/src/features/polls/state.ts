import {
  applyPollUpdate,
  type PollOptionId,
  type PostId,
  readPayloadId,
  type WirePollUpdate,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../../session/session.ts';
import { changePost } from '../../store/entities.ts';

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

/** Answers a poll (spec: Calls: POST poll_responses): the results show with the reader's check; a failure keeps the form. */
export const answerPollAtom = atom(
  null,
  async (get, set, { postId, optionId }: { postId: PostId; optionId: PollOptionId }) => {
    if (get(votingBaseAtom).has(postId)) return;
    set(votingBaseAtom, new Set([...get(votingBaseAtom), postId]));
    const { [postId]: _, ...otherErrors } = get(errorsBaseAtom);
    set(errorsBaseAtom, otherErrors);
    const answer = await get(apiClientAtom).answerPoll(postId, optionId);
    const voting = new Set(get(votingBaseAtom));
    voting.delete(postId);
    set(votingBaseAtom, voting);
    if (!answer.ok) {
      set(errorsBaseAtom, { ...get(errorsBaseAtom), [postId]: answer.error });
      return;
    }
    applyUpdate(get, set, { post_id: postId, poll_options: answer.value });
  },
);
