import type { PostId } from '@vizinhos/domain';
import { atom } from 'jotai';
import { conversationsAtom, loadConversationsAtom } from './state.ts';

/** The post being shared into a conversation, named by its title. */
export type SharedPostRequest = { postId: PostId; title: string };

const sharingBaseAtom = atom<SharedPostRequest | undefined>(undefined);

/** The post whose conversation picker is open, if any. */
export const sharingPostAtom = atom((get) => get(sharingBaseAtom));

/** The post card's "Compartilhar em conversa": opens the picker, fetching the conversations if none are loaded. */
export const startSharingPostAtom = atom(null, (get, set, request: SharedPostRequest | undefined) => {
  set(sharingBaseAtom, request);
  const list = get(conversationsAtom);
  if (request && list.status !== 'ready' && list.status !== 'loading') void set(loadConversationsAtom);
});
