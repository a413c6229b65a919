import type { BlockedMember } from '@vizinhos/domain';
import { useId } from 'react';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import * as shared from '../moderation.css.ts';
import { moderationUiTexts as texts } from '../moderation.texts.ts';
import * as styles from './BlockedMembers.css.ts';

/** Props of BlockedMembers. */
export type BlockedMembersProps = {
  /** The residents the reader blocked; null while loading. */
  members: readonly BlockedMember[] | null;
  /** The resident being unblocked. */
  busyId?: string | undefined;
  errorText?: string | null | undefined;
  onUnblock: (input: { id: string }) => void;
};

/** Moradores bloqueados (spec 3: Screens and routes), in Configurações: the list, reversible. */
export function BlockedMembers({ members, busyId, errorText, onUnblock }: BlockedMembersProps) {
  const headingId = useId();
  return (
    <Stack gap="sm" asChild>
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {texts.blockedTitle}
        </h3>
        {errorText ? <Callout tone="danger">{errorText}</Callout> : null}
        {members === null && !errorText ? <Spinner /> : null}
        {members?.length === 0 ? <p className={shared.muted}>{texts.blockedEmpty}</p> : null}
        {members && members.length > 0 ? (
          <Stack gap="sm" asChild>
            <ul className={shared.list}>
              {members.map((member) => (
                <Inline key={member.id} wrap={false} asChild>
                  <li>
                    <Avatar
                      username={member.username}
                      displayName={member.name}
                      src={member.avatar}
                      size="sm"
                    />
                    <span className={styles.name}>{member.name}</span>
                    <Button
                      size="sm"
                      emphasis="outline"
                      tone="default"
                      isLoading={busyId === member.id}
                      aria-label={texts.unblockLabel(member.name)}
                      onClick={() => onUnblock({ id: member.id })}
                    >
                      {texts.unblock}
                    </Button>
                  </li>
                </Inline>
              ))}
            </ul>
          </Stack>
        ) : null}
      </section>
    </Stack>
  );
}
