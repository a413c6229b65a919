import type { RoleBadge, User } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Card } from '../../../primitives/Card/Card.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { profileTexts } from '../profile.texts.ts';
import * as styles from './ProfileView.css.ts';

/** Props of ProfileView. */
export type ProfileViewProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** One's own profile (Meu Perfil): the edit, the avatar change and the invites show. */
  isOwn: boolean;
  status: 'loading' | 'notFound' | 'error' | 'ready';
  /** With status `error`: the load's failure text (errors.ts). */
  errorText?: string | undefined;
  user?: User | undefined;
  /** The name shown (the domain's memberDisplayName). */
  displayName?: string | undefined;
  roleBadge?: RoleBadge | undefined;
  /** "Desde março de 2025" (the domain's formatMemberSince). */
  sinceLabel?: string | undefined;
  /** The owner's avatar change (AvatarCrop), in place of the plain avatar. */
  avatar?: ReactNode;
  /** The edit form (ProfileEditForm) while editing, in place of the about text. */
  editForm?: ReactNode;
  /** StatsCards. */
  stats?: ReactNode;
  /** InvitesCard, only on one's own profile. */
  invites?: ReactNode;
  /** RecentActivity. */
  activity?: ReactNode;
  /** What the reader may do to another member (spec 3: Bloquear, roles), under the about text. */
  memberActions?: ReactNode;
  onEdit?: () => void;
  onClose?: () => void;
};

/** The profile overlay (spec: Profile screen): own or another member's, full screen and closable. */
export function ProfileView({
  isOwn,
  status,
  errorText,
  user,
  displayName,
  roleBadge,
  sinceLabel,
  avatar,
  editForm,
  stats,
  invites,
  activity,
  memberActions,
  onEdit,
  onClose,
  className,
  ...rest
}: ProfileViewProps) {
  const titleId = useId();
  const name = displayName ?? user?.username ?? '';
  return (
    <Stack gap="lg" asChild>
      <section aria-labelledby={titleId} data-view="profile" {...rest} className={cx(styles.root, className)}>
        <Inline>
          <h1 id={titleId} className={styles.title}>
            {isOwn ? profileTexts.myProfile : profileTexts.profile}
          </h1>
          {isOwn && status === 'ready' && !editForm && onEdit ? (
            <Button emphasis="soft" onClick={onEdit}>
              <Icon name="edit" />
              {profileTexts.edit}
            </Button>
          ) : null}
          {onClose ? (
            <Button emphasis="soft" tone="default" onClick={onClose}>
              {commonTexts.close}
            </Button>
          ) : null}
        </Inline>
        {status === 'loading' ? <Spinner label={profileTexts.loading} /> : null}
        {status === 'notFound' ? <EmptyState icon="user" title={profileTexts.notFound} role="alert" /> : null}
        {status === 'error' ? (
          <Callout tone="danger" role="alert">
            {errorText}
          </Callout>
        ) : null}
        {status === 'ready' && user ? (
          <>
            <Inline gap="lg" align="start" asChild>
              <Card>
                {avatar ?? <Avatar username={user.username} displayName={name} src={user.avatar} size="lg" />}
                <Stack gap="xs" className={styles.about}>
                  <h2 className={styles.name}>{name}</h2>
                  {roleBadge ? <Badge tone={roleBadge.tone}>{roleBadge.label}</Badge> : null}
                  <p className={styles.muted}>@{user.username}</p>
                  {sinceLabel ? <p className={styles.muted}>{sinceLabel}</p> : null}
                  {editForm ?? (user.summary ? <p className={styles.summary}>{user.summary}</p> : null)}
                  {isOwn ? null : memberActions}
                </Stack>
              </Card>
            </Inline>
            {stats}
            <div className={styles.columns}>
              {isOwn ? invites : null}
              {activity}
            </div>
          </>
        ) : null}
      </section>
    </Stack>
  );
}
