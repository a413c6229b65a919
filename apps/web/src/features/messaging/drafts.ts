import type { ConversationId } from '@vizinhos/domain';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

// The tab's session storage, as the comment drafts: a draft survives a reload, and leaves with the tab.
const draftsBaseAtom = atomWithStorage<Record<string, string>>(
  'vizinhos.messageDrafts',
  {},
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

/** Every conversation's unsent text, by conversation id. */
export const messageDraftsAtom = atom((get) => get(draftsBaseAtom));

/** Writes a conversation's draft; an emptied box forgets it. */
export const setMessageDraftAtom = atom(null, (get, set, conversationId: ConversationId, text: string) => {
  const next = { ...get(draftsBaseAtom) };
  if (text === '') delete next[conversationId];
  else next[conversationId] = text;
  set(draftsBaseAtom, next);
});
