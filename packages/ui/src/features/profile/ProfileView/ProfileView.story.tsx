// Story harness: a profile composed the way the app composes it, every figure from the domain.
import {
  ACCOUNT_FIELD_LIMITS,
  formatMemberSince,
  invitesLeft,
  memberDisplayName,
  objectivityBarTone,
  PROFILE_TEXTS,
  roleBadge,
  type User,
} from '@vizinhos/domain';
import { useState } from 'react';
import { AvatarCrop } from '../AvatarCrop/AvatarCrop.tsx';
import { InvitesCard } from '../InvitesCard/InvitesCard.tsx';
import {
  ProfileEditForm,
  type ProfileEditFormProps,
  type ProfileFormValues,
} from '../ProfileEditForm/ProfileEditForm.tsx';
import { type ActivityEntry, RecentActivity } from '../RecentActivity/RecentActivity.tsx';
import { StatsCards } from '../StatsCards/StatsCards.tsx';
import { ProfileView, type ProfileViewProps } from './ProfileView.tsx';

/** Props of ProfileViewStory. */
export type ProfileViewStoryProps = Pick<ProfileViewProps, 'isOwn' | 'status' | 'errorText' | 'onClose'> & {
  user: User;
  activity: readonly ActivityEntry[];
  isEditing?: boolean;
  formError?: string;
  avatarError?: string;
  avatarSource?: string;
  onSave: ProfileEditFormProps['onSubmit'];
  onSaveAvatar: (input: { blob: Blob }) => void;
  onOpenActivity: (input: { postId: string }) => void;
  onCopy: (input: { link: string }) => void;
};

/** ProfileView with its cards, the form and the avatar change, as the app fills them. */
export function ProfileViewStory({
  user,
  activity,
  isOwn,
  isEditing = false,
  formError,
  avatarError,
  avatarSource,
  onSave,
  onSaveAvatar,
  onOpenActivity,
  onCopy,
  ...rest
}: ProfileViewStoryProps) {
  const [editing, setEditing] = useState(isEditing);
  const [values, setValues] = useState<ProfileFormValues>({
    username: user.username,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    summary: user.summary ?? '',
  });
  const displayName = memberDisplayName(user);
  const objectivity = user.averageObjectivity;
  return (
    <ProfileView
      {...rest}
      isOwn={isOwn}
      user={user}
      displayName={displayName}
      roleBadge={roleBadge(user.roleName, 'member')}
      sinceLabel={formatMemberSince(user.createdAt)}
      onEdit={() => setEditing(true)}
      avatar={
        isOwn ? (
          <AvatarCrop
            username={user.username}
            displayName={displayName}
            src={user.avatar}
            errorText={avatarError}
            onSave={onSaveAvatar}
            {...(avatarSource ? { initialSource: avatarSource } : {})}
          />
        ) : undefined
      }
      editForm={
        editing ? (
          <ProfileEditForm
            values={values}
            errorText={formError}
            limits={{
              username: ACCOUNT_FIELD_LIMITS.usernameMax,
              name: ACCOUNT_FIELD_LIMITS.name,
              summary: ACCOUNT_FIELD_LIMITS.summary,
            }}
            onChange={({ values: next }) => setValues(next)}
            onSubmit={onSave}
            onCancel={() => setEditing(false)}
          />
        ) : undefined
      }
      stats={
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
      }
      invites={
        <InvitesCard
          invitesLeft={invitesLeft(user.inviteCount ?? 0)}
          inviteLink="https://vizinhos.example/?invite_code=K7Q2M9"
          onCopyLink={onCopy}
        />
      }
      activity={<RecentActivity entries={activity} onOpen={onOpenActivity} />}
    />
  );
}
