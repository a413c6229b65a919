import { type ComponentPropsWithRef, useId } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { cx } from '../../../utils/cx.ts';
import { profileTexts } from '../profile.texts.ts';
import * as styles from '../StatsCards/StatsCards.css.ts';

/** Props of InvitesCard. */
export type InvitesCardProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** Invites left (the domain's invitesLeft: 10 minus used, never below 0). */
  invitesLeft: number;
  /** The signup address carrying the member's invite code; none when the server sent no code. */
  inviteLink?: string | undefined;
  /** The browser can share (navigator.share): "Compartilhar" shows. */
  canShare?: boolean;
  /** What the last copy or share did ("Link copiado para a área de transferência!"), read politely. */
  statusText?: string | undefined;
  onCopyLink?: (input: { link: string }) => void;
  onShareLink?: (input: { link: string }) => void;
};

/** The invites card (spec: Profile screen; only on one's own profile, spec: Roles and permissions). */
export function InvitesCard({
  invitesLeft,
  inviteLink,
  canShare = false,
  statusText,
  onCopyLink,
  onShareLink,
  className,
  ...rest
}: InvitesCardProps) {
  const headingId = useId();
  return (
    <Card asChild>
      <Stack gap="xs" asChild>
        <section aria-labelledby={headingId} {...rest} className={cx(styles.card, className)}>
          <h2 id={headingId} className={styles.heading}>
            {profileTexts.invites}
          </h2>
          <p className={styles.value}>{profileTexts.invitesLeft(invitesLeft)}</p>
          {inviteLink ? (
            <>
              <TextField
                label={profileTexts.inviteLink}
                value={inviteLink}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <Inline align="stretch">
                <Button
                  size="sm"
                  emphasis="soft"
                  disabled={invitesLeft === 0}
                  onClick={() => onCopyLink?.({ link: inviteLink })}
                >
                  {profileTexts.copyLink}
                </Button>
                {canShare ? (
                  <Button
                    size="sm"
                    emphasis="soft"
                    tone="default"
                    disabled={invitesLeft === 0}
                    onClick={() => onShareLink?.({ link: inviteLink })}
                  >
                    <Icon name="share" />
                    {profileTexts.share}
                  </Button>
                ) : null}
              </Inline>
            </>
          ) : null}
          <p role="status" className={styles.footnote}>
            {statusText}
          </p>
        </section>
      </Stack>
    </Card>
  );
}
