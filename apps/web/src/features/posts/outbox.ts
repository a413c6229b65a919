import type { PostInput } from '@vizinhos/api';
import type { PostId, WirePost } from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import {
  defineOutboxKind,
  discardOutboxEntryAtom,
  enqueueOutboxAtom,
  newOutboxId,
} from '../../store/outbox.ts';
import { stopEditingPostAtom } from './actions.ts';
import { receiveNewPostAtom, receivePostUpdateAtom } from './state.ts';

// A post (with its image) goes through the app's outbox, as comments and messages do: with the server
// out of reach it waits, kept in IndexedDB with its image and its editor's draft, and leaves once,
// with one Idempotency-Key, when the way opens, after a reload too; a refusal (a 4xx) says why and
// gives the draft back to the editor to try again or let go. This module is in the app's first
// chunk, not the editor's, so a post left waiting by a previous page is sent before anyone opens
// the editor.

/** A post to publish (or an edit to save), and what its editor needs to show it again. */
export type PostWrite = {
  input: PostInput;
  /** The post being edited (PUT), or none (POST). */
  editingId?: PostId;
  /** The editor's own draft (its form, image and choices), handed back as it was given. */
  draft: unknown;
};

/** The post on its way: sending, waiting for the way to open, or refused with the server's text. */
export type PostSend = {
  id: string;
  phase: 'sending' | 'waiting' | 'refused';
  error?: string;
  editingId?: PostId;
  draft: unknown;
};

const sendBaseAtom = atom<PostSend | undefined>(undefined);

/** The resident's post on its way, if any (the editor shows it, after a reload too). */
export const postSendAtom = atom((get) => get(sendBaseAtom));

function setSend(set: Setter, id: string, write: PostWrite, phase: PostSend['phase'], error?: string) {
  set(sendBaseAtom, {
    id,
    phase,
    draft: write.draft,
    ...(write.editingId === undefined ? {} : { editingId: write.editingId }),
    ...(error === undefined ? {} : { error }),
  });
}

defineOutboxKind<PostWrite, WirePost>('post', {
  onRefusal: 'drop',
  send: (get, { payload, key }) => {
    const client = get(apiClientAtom);
    return payload.editingId === undefined
      ? client.createPost(payload.input, { idempotencyKey: key })
      : client.updatePost(payload.editingId, payload.input, { idempotencyKey: key });
  },
  onRestored: (_get, set, { id, payload }) => setSend(set, id, payload, 'waiting'),
  onTry: (get, set, { id, payload }) => {
    if (get(sendBaseAtom)?.phase !== 'waiting') setSend(set, id, payload, 'sending');
  },
  onSent: (get, set, { id, payload }, post) => {
    if (get(sendBaseAtom)?.id === id) set(sendBaseAtom, undefined);
    // The author's own post shows at once, as the live frame would show it (it arrives too, once).
    if (payload.editingId === undefined) set(receiveNewPostAtom, { post });
    else {
      set(receivePostUpdateAtom, { post });
      set(stopEditingPostAtom);
    }
  },
  // Waiting for the way to open says nothing more; a limit met says until when meanwhile.
  onFailed: (_get, set, { id, payload }, failure) =>
    setSend(
      set,
      id,
      payload,
      failure.isTransient ? 'waiting' : 'refused',
      failure.isTransient && failure.status !== 429 ? undefined : failure.error,
    ),
});

/** Publicar (or Salvar) once the editor checked the draft: kept in the outbox, then sent. */
export const sendPostAtom = atom(null, async (get, set, write: PostWrite) => {
  const current = get(sendBaseAtom);
  if (current && current.phase !== 'refused') return;
  const id = newOutboxId();
  setSend(set, id, write, 'sending');
  await set(enqueueOutboxAtom, { id, kind: 'post', payload: write });
});

/** "Descartar": the waiting or refused post is let go (its editor empties itself). */
export const discardPostAtom = atom(null, async (get: Getter, set) => {
  const current = get(sendBaseAtom);
  if (!current) return;
  set(sendBaseAtom, undefined);
  await set(discardOutboxEntryAtom, current.id);
});

/** The refusal was read: the editor has the draft back, to change and publish again. */
export const clearPostRefusalAtom = atom(null, (get, set) => {
  if (get(sendBaseAtom)?.phase === 'refused') set(sendBaseAtom, undefined);
});
