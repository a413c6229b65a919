import {
  normalizePost,
  normalizeUser,
  type Post,
  type User,
  type UserId,
  type WireProfileUser,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom, refreshCurrentUserAtom } from '../../session/session.ts';
import { memberEntitiesAtom, putMembers } from '../../store/entities.ts';
import type { ProfileEdit } from './profileForm.ts';

/** A profile as loaded: on its way, unknown ("Usuário não encontrado"), failed, or the member with its wire answer. */
type ProfileState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; error: string }
  | { status: 'ready'; user: User; wire: WireProfileUser };

/** The post-detail modal of the recent activity. */
export type ActivityPostState =
  | { status: 'loading'; postId: string }
  | { status: 'error'; postId: string; error: string }
  | { status: 'ready'; postId: string; post: Post };

/** A profile as the store keeps it: the member itself is the store's entity (store/entities.ts). */
type StoredProfile = Exclude<ProfileState, { status: 'ready' }> | { status: 'ready'; wire: WireProfileUser };

const profilesBaseAtom = atom<Record<string, StoredProfile>>({});
const activityPostBaseAtom = atom<ActivityPostState | undefined>(undefined);

/** Every loaded profile, by user id, the member read from the store (the directory shows the same copy). */
export const profilesAtom = atom((get) => {
  const members = get(memberEntitiesAtom);
  const profiles: Record<string, ProfileState> = {};
  for (const [userId, stored] of Object.entries(get(profilesBaseAtom))) {
    const user = members[userId as UserId];
    profiles[userId] =
      stored.status !== 'ready' ? stored : user ? { ...stored, user } : { status: 'loading' };
  }
  return profiles;
});
/** The activity post open in the modal, if any. */
export const activityPostAtom = atom((get) => get(activityPostBaseAtom));

// spec: Calls: GET users/{id} with include_area, include_counts, include_activity, include_objectivity.
const profileFlags = {
  include_area: true,
  include_counts: true,
  include_activity: true,
  include_objectivity: true,
};

/** Loads a member's profile (one's own by one's id); a 404 is "Usuário não encontrado". */
export const loadProfileAtom = atom(null, async (get, set, userId: string) => {
  if (get(profilesBaseAtom)[userId]?.status !== 'ready')
    set(profilesBaseAtom, (all) => ({ ...all, [userId]: { status: 'loading' } }));
  const answer = await get(apiClientAtom).user(userId, profileFlags);
  const user = answer.ok ? normalizeUser(answer.value) : undefined;
  if (user) putMembers(get, set, [user]);
  const next: StoredProfile =
    answer.ok && user
      ? { status: 'ready', wire: answer.value }
      : !answer.ok && answer.status !== 404
        ? { status: 'error', error: answer.error }
        : { status: 'notFound' };
  set(profilesBaseAtom, (all) => ({ ...all, [userId]: next }));
});

/** Saves one's own profile edit (PUT users/me); the refusal's text, else undefined (the profile reloads). */
export const saveProfileAtom = atom(
  null,
  async (get, set, edit: ProfileEdit): Promise<string | undefined> => {
    const answer = await get(apiClientAtom).updateMe(edit);
    if (!answer.ok) return answer.error;
    const me = get(currentUserAtom)?.id;
    await set(refreshCurrentUserAtom);
    if (me) await set(loadProfileAtom, me);
    return undefined;
  },
);

/**
 * Sends the cropped avatar (PUT users/me, user[avatar], PNG at quality 0.9); on success the page
 * reloads (spec: Calls: after avatar success the profile is updated and the page reloaded).
 */
export const saveAvatarAtom = atom(
  null,
  async (get, _set, { blob, reload }: { blob: Blob; reload: () => void }): Promise<string | undefined> => {
    const answer = await get(apiClientAtom).updateMe({ avatar: blob });
    if (!answer.ok) return answer.error;
    reload();
    return undefined;
  },
);

/** Opens the post-detail modal on an activity item's post, fetched whole. */
export const openActivityPostAtom = atom(null, async (get, set, postId: string) => {
  set(activityPostBaseAtom, { status: 'loading', postId });
  const answer = await get(apiClientAtom).getPost(postId);
  const post = answer.ok ? normalizePost(answer.value) : undefined;
  if (get(activityPostBaseAtom)?.postId !== postId) return;
  set(
    activityPostBaseAtom,
    post
      ? { status: 'ready', postId, post }
      : { status: 'error', postId, error: answer.ok ? '' : answer.error },
  );
});

/** Closes the post-detail modal. */
export const closeActivityPostAtom = atom(null, (_get, set) => set(activityPostBaseAtom, undefined));
