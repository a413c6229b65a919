import {
  canMessageMember,
  formatMemberSince,
  formatPoints,
  memberDisplayName,
  memberTexts,
  roleBadge,
  type User,
  type UserId,
} from '@vizinhos/domain';
import { type ComponentPropsWithRef, useId } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { texts } from '../texts/texts.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './MemberCard.css.ts';

/** Props of MemberCard. */
export type MemberCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  member: User;
  /** The reader: no "Enviar Mensagem" on one's own card (doc 1 §6). */
  currentUserId?: UserId;
  /** Heading level of the name in the page outline. */
  nameAs?: 'h2' | 'h3';
  onSendMessage?: (request: { userId: UserId }) => void;
};

/** One member of the directory (doc 1 §2). */
export function MemberCard({
  member,
  currentUserId,
  nameAs: Name = 'h3',
  onSendMessage,
  className,
  ...rest
}: MemberCardProps) {
  const nameId = useId();
  const displayName = memberDisplayName(member);
  const role = roleBadge(member.roleName, 'member');
  const since = formatMemberSince(member.createdAt);
  const points = formatPoints(member.points);
  return (
    <Card asChild>
      <article aria-labelledby={nameId} {...rest} className={cx(styles.root, className)}>
        <Avatar username={member.username} displayName={displayName} src={member.avatar} size="lg" />
        <Name id={nameId} className={styles.name}>
          {displayName}
        </Name>
        {role ? <Badge tone={role.tone}>{role.label}</Badge> : null}
        <span className={styles.username}>@{member.username}</span>
        {member.summary ? <p className={styles.summary}>{member.summary}</p> : null}
        <div className={styles.meta}>
          {since ? <span>{since}</span> : null}
          {points ? (
            <span className={styles.points} title={texts.member.points}>
              {points}
            </span>
          ) : null}
        </div>
        {canMessageMember(member.id, currentUserId) ? (
          <Button size="sm" emphasis="soft" onClick={() => onSendMessage?.({ userId: member.id })}>
            <Icon name="message" />
            {memberTexts.sendMessage}
          </Button>
        ) : null}
      </article>
    </Card>
  );
}
