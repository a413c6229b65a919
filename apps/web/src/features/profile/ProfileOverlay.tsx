import {
  ACCOUNT_FIELD_LIMITS,
  categoryDisplayName,
  formatEventDate,
  formatMemberSince,
  memberDisplayName,
  objectivityBarTone,
  PROFILE_TEXTS,
  roleBadge,
} from '@vizinhos/domain';
import {
  ActivityPostDialog,
  AvatarCrop,
  InvitesCard,
  ProfileView,
  RecentActivity,
  StatsCards,
} from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../paths.ts';
import { currentUserAtom } from '../../session/session.ts';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { ProfileEditor, useProfileEditor } from './ProfileEditor.tsx';
import { activityEntries, inviteLinkOf, invitesOf } from './profileFigures.ts';
import {
  activityPostAtom,
  closeActivityPostAtom,
  loadProfileAtom,
  openActivityPostAtom,
  profilesAtom,
} from './state.ts';
import { useInviteSharing } from './useInviteSharing.ts';

/** What the app hands the profile from the moderation feature (src/pages/ProfileView.tsx). */
export type ProfileModerationSlots = {
  /**
   * On a member's profile: the block button, and the moderation's role and mute buttons, for that
   * member; `onRoleChanged` reads the profile again.
   */
  memberActions: (input: {
    userId: string;
    role: string | undefined;
    onRoleChanged: () => void;
  }) => ReactNode;
  /** On one's own profile: the moderation actions taken on one's own posts (spec 3: the open record). */
  ownRecord: ReactNode;
};

/**
 * `/perfil` (one's own, Meu Perfil) and `/perfil/:userId` (a member's): the profile, full screen and
 * closable (spec: Profile screen). Only the owner edits, changes the avatar and sees the invites.
 */
export function ProfileOverlay({ memberActions, ownRecord }: ProfileModerationSlots) {
  const { userId: param } = useParams();
  const me = useAtomValue(currentUserAtom);
  const userId = param ?? me?.id ?? '';
  const isOwn = userId === me?.id;
  const close = useCloseOverlay();
  const navigate = useNavigate();
  const state = useAtomValue(profilesAtom)[userId] ?? { status: 'loading' as const };
  const load = useSetAtom(loadProfileAtom);
  const activityPost = useAtomValue(activityPostAtom);
  const openPost = useSetAtom(openActivityPostAtom);
  const closePost = useSetAtom(closeActivityPostAtom);
  const editor = useProfileEditor(state.status === 'ready' ? state.user : undefined);
  const sharing = useInviteSharing();
  useEffect(() => {
    if (userId) void load(userId);
  }, [load, userId]);

  const user = state.status === 'ready' ? state.user : undefined;
  const wire = state.status === 'ready' ? state.wire : undefined;
  const displayName = user ? memberDisplayName(user) : undefined;
  const objectivity = user?.averageObjectivity;
  const now = Date.now();
  return (
    <>
      <ProfileView
        isOwn={isOwn}
        status={state.status}
        errorText={state.status === 'error' ? state.error : undefined}
        user={user}
        displayName={displayName}
        roleBadge={roleBadge(user?.roleName, 'member')}
        sinceLabel={formatMemberSince(user?.createdAt)}
        onEdit={editor.start}
        onClose={close}
        memberActions={
          user
            ? memberActions({ userId: user.id, role: user.roleName, onRoleChanged: () => void load(user.id) })
            : undefined
        }
        avatar={
          isOwn && user && displayName ? (
            <AvatarCrop
              username={user.username}
              displayName={displayName}
              src={user.avatar}
              isSaving={editor.isSavingAvatar}
              errorText={editor.avatarError}
              onSave={editor.saveAvatar}
            />
          ) : undefined
        }
        editForm={
          isOwn && editor.isEditing ? (
            <ProfileEditor
              editor={editor}
              limits={{
                username: ACCOUNT_FIELD_LIMITS.usernameMax,
                name: ACCOUNT_FIELD_LIMITS.name,
                summary: ACCOUNT_FIELD_LIMITS.summary,
              }}
            />
          ) : undefined
        }
        stats={
          user ? (
            <StatsCards
              postCount={user.postCount ?? 0}
              commentCount={user.commentCount ?? 0}
              points={user.points ?? 0}
              averageObjectivity={objectivity}
              objectivityTone={objectivity === undefined ? undefined : objectivityBarTone(objectivity)}
              pointsRule={{
                title: PROFILE_TEXTS.pointsTitle,
                lines: PROFILE_TEXTS.pointsRule,
                footnote: PROFILE_TEXTS.pointsFootnote,
              }}
            />
          ) : undefined
        }
        invites={
          isOwn && user ? (
            <InvitesCard
              invitesLeft={invitesOf(user)}
              inviteLink={inviteLinkOf(wire, window.location.origin)}
              canShare={sharing.canShare}
              statusText={sharing.statusText}
              onCopyLink={sharing.copy}
              onShareLink={sharing.share}
            />
          ) : undefined
        }
        activity={
          wire ? (
            <>
              <RecentActivity
                entries={activityEntries(wire, now)}
                onOpen={({ postId }) => void openPost(postId)}
              />
              {/* spec 3: each resident reads, in their own profile, what moderation did to their content. */}
              {isOwn ? ownRecord : null}
            </>
          ) : undefined
        }
      />
      <ActivityPostDialog
        open={activityPost !== undefined}
        onOpenChange={(open) => (open ? undefined : closePost())}
        status={activityPost?.status ?? 'loading'}
        errorText={activityPost?.status === 'error' ? activityPost.error : undefined}
        post={activityPost?.status === 'ready' ? activityPost.post : undefined}
        categoryLabel={
          activityPost?.status === 'ready' ? categoryDisplayName(activityPost.post.category) : undefined
        }
        dateLabel={
          activityPost?.status === 'ready' && activityPost.post.createdAt
            ? formatEventDate(activityPost.post.createdAt)
            : undefined
        }
        postHref={activityPost ? paths.post(activityPost.postId) : undefined}
        onNavigate={({ href }) => {
          closePost();
          void navigate(href);
        }}
      />
    </>
  );
}
