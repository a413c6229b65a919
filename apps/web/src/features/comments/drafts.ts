import type { CommentId, PostId } from '@vizinhos/domain';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Where a draft is written: a post's top-level box, or the box of a reply to one comment. */
export type DraftPlace = { postId: PostId; parentId?: CommentId | undefined };

/** The key of a draft in storage. */
export function draftKey({ postId, parentId }: DraftPlace): string {
  return parentId === undefined ? postId : `${postId}/${parentId}`;
}

// The tab's session storage: a draft survives a reload of the page, and leaves with the tab.
const draftsBaseAtom = atomWithStorage<Record<string, string>>(
  'vizinhos.commentDrafts',
  {},
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

/** Every unsent comment, by draftKey. */
export const commentDraftsAtom = atom((get) => get(draftsBaseAtom));

/** Writes a draft; an emptied box forgets it. */
export const setCommentDraftAtom = atom(null, (get, set, place: DraftPlace, text: string) => {
  const next = { ...get(draftsBaseAtom) };
  if (text === '') delete next[draftKey(place)];
  else next[draftKey(place)] = text;
  set(draftsBaseAtom, next);
});
