import type { CommentId, PostId } from '@vizinhos/domain';
import { ownDrafts } from '@vizinhos/domain';
import { atom, type Getter } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { currentUserAtom } from '../../session/session.ts';

/** Where a draft is written: a post's top-level box, or the box of a reply to one comment. */
export type DraftPlace = { postId: PostId; parentId?: CommentId | undefined };

/** The key of a draft in storage. */
export function draftKey({ postId, parentId }: DraftPlace): string {
  return parentId === undefined ? postId : `${postId}/${parentId}`;
}

// The tab's session storage: a draft survives a reload of the page, and leaves with the tab. Each
// draft is stored under its writer's id, so the next resident signed in on this tab never sees it,
// and logout clears them all.
const draftsBaseAtom = atomWithStorage<Record<string, string>>(
  'vizinhos.commentDrafts',
  {},
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

const ownerPrefix = (get: Getter) => `${get(currentUserAtom)?.id ?? ''}|`;

/** The signed-in resident's unsent comments, by draftKey. */
export const commentDraftsAtom = atom((get) => ownDrafts(get(draftsBaseAtom), ownerPrefix(get)));

/** Writes a draft of the signed-in resident; an emptied box forgets it. */
export const setCommentDraftAtom = atom(null, (get, set, place: DraftPlace, text: string) => {
  const next = { ...get(draftsBaseAtom) };
  const key = `${ownerPrefix(get)}${draftKey(place)}`;
  if (text === '') delete next[key];
  else next[key] = text;
  set(draftsBaseAtom, next);
});

/** Forgets every comment draft kept in this tab (logout). */
export const clearCommentDraftsAtom = atom(null, (_get, set) => set(draftsBaseAtom, {}));
