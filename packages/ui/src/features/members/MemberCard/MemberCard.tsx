import type { RoleBadge, User, UserId } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useId } from 'react';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { isPlainLeftClick } from '../../../utils/isPlainLeftClick.ts';
import { membersTexts } from '../members.texts.ts';
import * as styles from './MemberCard.css.ts';

/** Props of MemberCard. */
export type MemberCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  member: User;
  /** The name shown (the domain's memberDisplayName). */
  displayName: string;
  /** The role badge (the domain's roleBadge for a member), if any. */
  roleBadge?: RoleBadge | undefined;
  /** "Membro desde ..." (the domain's formatMemberSince), if known. */
  sinceLabel?: string | undefined;
  /** The influence points as shown (the domain's formatPoints), if any. */
  pointsLabel?: string | undefined;
  /** "Enviar Mensagem" shows: not on one's own card (the domain's canMessageMember, spec: Roles and permissions). */
  canMessage?: boolean;
  /** Heading level of the name in the page outline. */
  nameAs?: 'h2' | 'h3';
  onSendMessage?: (request: { userId: UserId }) => void;
  /** The member's profile address: the name becomes a link to it. */
  profileHref?: string | undefined;
  /** A plain left click on the name: the app opens the profile in place (spec: Members directory). */
  onOpenProfile?: (request: { userId: UserId }) => void;
};

/** One member of the directory (spec: Screens and routes). */
export function MemberCard({
  member,
  displayName,
  roleBadge: role,
  sinceLabel: since,
  pointsLabel: points,
  canMessage = false,
  nameAs: Name = 'h3',
  onSendMessage,
  profileHref,
  onOpenProfile,
  className,
  ...rest
}: MemberCardProps) {
  const nameId = useId();
  return (
    <Card asChild>
      <Stack align="center" asChild>
        <article aria-labelledby={nameId} {...rest} className={cx(styles.root, className)}>
          <Avatar username={member.username} displayName={displayName} src={member.avatar} size="lg" />
          <Name id={nameId} className={styles.name} title={displayName}>
            {profileHref ? (
              <a
                href={profileHref}
                className={styles.nameLink}
                onClick={(event) => {
                  if (!onOpenProfile || !isPlainLeftClick(event)) return;
                  event.preventDefault();
                  onOpenProfile({ userId: member.id });
                }}
              >
                {displayName}
              </a>
            ) : (
              displayName
            )}
          </Name>
          {role ? <Badge tone={role.tone}>{role.label}</Badge> : null}
          <span className={styles.username} title={`@${member.username}`}>
            @{member.username}
          </span>
          {member.summary ? <p className={styles.summary}>{member.summary}</p> : null}
          <Stack className={styles.footer}>
            <Inline justify="center" align="stretch" className={styles.meta}>
              {since ? <span>{since}</span> : null}
              {points ? (
                <span className={styles.points} title={membersTexts.points}>
                  {points}
                </span>
              ) : null}
            </Inline>
            {canMessage ? (
              <Button size="sm" emphasis="soft" onClick={() => onSendMessage?.({ userId: member.id })}>
                <Icon name="message" />
                {membersTexts.sendMessage}
              </Button>
            ) : null}
          </Stack>
        </article>
      </Stack>
    </Card>
  );
}
