import type { MemberRoleAction } from '@vizinhos/domain';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { moderationUiTexts as texts } from '../moderation.texts.ts';
import * as styles from './MemberModeration.css.ts';

/** What is being done: a role button or a mute length. */
type MemberModerationBusy = MemberRoleAction | 'mute24' | 'mute168';

/** Props of MemberModeration. */
export type MemberModerationProps = {
  /** The role buttons the reader may press (the domain's memberModerationOptions). */
  roleActions: readonly MemberRoleAction[];
  /** Silenciar por 24 horas / por 7 dias are shown. */
  canMute: boolean;
  /** The button whose call is under way: it waits, the others are disabled. */
  busy?: MemberModerationBusy | undefined;
  /** The refusal, in Portuguese, shown in place. */
  errorText?: string | null | undefined;
  /** What the last action did (e.g. until when the member is muted). */
  doneText?: string | null | undefined;
  onRoleAction: (request: { action: MemberRoleAction }) => void;
  onMute: (request: { hours: 24 | 168 }) => void;
};

/**
 * The moderation's buttons on another member's profile (spec 3: Profile): Tornar or Remover
 * moderador (and admin, for the founder), Silenciar por 24 horas or por 7 dias.
 */
export function MemberModeration({
  roleActions,
  canMute,
  busy,
  errorText,
  doneText,
  onRoleAction,
  onMute,
}: MemberModerationProps) {
  if (roleActions.length === 0 && !canMute) return null;
  const isBusy = busy !== undefined;
  return (
    <Inline>
      {roleActions.map((action) => (
        <Button
          key={action}
          size="sm"
          emphasis="outline"
          tone="default"
          isLoading={busy === action}
          disabled={isBusy && busy !== action}
          onClick={() => onRoleAction({ action })}
        >
          {texts.roleActions[action]}
        </Button>
      ))}
      {canMute
        ? ([24, 168] as const).map((hours) => {
            const key = hours === 24 ? 'mute24' : 'mute168';
            return (
              <Button
                key={key}
                size="sm"
                emphasis="outline"
                tone="danger"
                isLoading={busy === key}
                disabled={isBusy && busy !== key}
                onClick={() => onMute({ hours })}
              >
                {texts[key]}
              </Button>
            );
          })
        : null}
      {errorText ? (
        <div className={styles.message}>
          <Callout tone="danger">{errorText}</Callout>
        </div>
      ) : null}
      {doneText && !errorText ? (
        <div className={styles.message} role="status">
          <Callout tone="success">{doneText}</Callout>
        </div>
      ) : null}
    </Inline>
  );
}
