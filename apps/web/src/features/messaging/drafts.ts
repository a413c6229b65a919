import type { ConversationId } from '@vizinhos/domain';
import { ownDrafts } from '@vizinhos/domain';
import { atom, type Getter } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { currentUserAtom } from '../../session/session.ts';

// The tab's session storage, as the comment drafts: a draft survives a reload, and leaves with the tab;
// stored under its writer's id (the next resident on this tab never sees it), cleared at logout.
const draftsBaseAtom = atomWithStorage<Record<string, string>>(
  'vizinhos.messageDrafts',
  {},
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

const ownerPrefix = (get: Getter) => `${get(currentUserAtom)?.id ?? ''}|`;

/** The signed-in resident's unsent text of every conversation, by conversation id. */
export const messageDraftsAtom = atom((get) => ownDrafts(get(draftsBaseAtom), ownerPrefix(get)));

/** Writes a conversation's draft of the signed-in resident; an emptied box forgets it. */
export const setMessageDraftAtom = atom(null, (get, set, conversationId: ConversationId, text: string) => {
  const next = { ...get(draftsBaseAtom) };
  const key = `${ownerPrefix(get)}${conversationId}`;
  if (text === '') delete next[key];
  else next[key] = text;
  set(draftsBaseAtom, next);
});

/** Forgets every message draft kept in this tab (logout). */
export const clearMessageDraftsAtom = atom(null, (_get, set) => set(draftsBaseAtom, {}));
