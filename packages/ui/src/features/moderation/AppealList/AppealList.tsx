import type { AppealItem } from '@vizinhos/domain';
import { useId } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { AwaitsOther } from '../AwaitsOther/AwaitsOther.tsx';
import * as styles from '../moderation.css.ts';
import { moderationUiTexts as texts } from '../moderation.texts.ts';

/** Props of AppealList. */
export type AppealListProps = {
  /** The pending second looks, oldest first; null while loading. */
  appeals: readonly AppealItem[] | null;
  errorText?: string | null | undefined;
  /** When each was asked, already worded, by appeal id. */
  askedLabels?: Readonly<Record<string, string>>;
  /** The appeal being decided: its buttons are disabled. */
  busyId?: string | undefined;
  /** A refused decision, by appeal id. */
  itemErrors?: Readonly<Record<string, string>>;
  onRestore: (id: string) => void;
  onUphold: (id: string) => void;
};

type RowProps = Omit<AppealListProps, 'appeals' | 'errorText'> & { appeal: AppealItem };

function AppealRow({ appeal, askedLabels, busyId, itemErrors, onRestore, onUphold }: RowProps) {
  const titleId = useId();
  const busy = busyId === appeal.id;
  const error = itemErrors?.[appeal.id];
  return (
    <Stack gap="xs" asChild>
      <li className={styles.line}>
        <p id={titleId} className={styles.sentence}>
          {appeal.kind === 'comment' ? texts.comment : texts.post} “{appeal.excerpt}”
        </p>
        <p className={styles.muted}>
          {texts.appealBy(appeal.authorName, askedLabels?.[appeal.id] ?? appeal.askedAt)}
        </p>
        {appeal.removalReason ? (
          <p className={styles.muted}>{texts.removalReason(appeal.removalReason)}</p>
        ) : null}
        {appeal.note ? <p className={styles.sentence}>{texts.appealNote(appeal.note)}</p> : null}
        {appeal.awaitsOther ? (
          <AwaitsOther reason={appeal.awaitsOther} />
        ) : (
          <Inline align="stretch">
            <Button
              size="sm"
              isLoading={busy}
              aria-describedby={titleId}
              onClick={() => onRestore(appeal.id)}
            >
              {texts.restore}
            </Button>
            <Button
              size="sm"
              emphasis="outline"
              tone="default"
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => onUphold(appeal.id)}
            >
              {texts.upholdRemoval}
            </Button>
          </Inline>
        )}
        {error ? <Callout tone="danger">{error}</Callout> : null}
      </li>
    </Stack>
  );
}

/**
 * The moderators' pending second looks (spec 3: Second look): restore the content or keep it removed;
 * the appeal of the reader's own removal (or an Admin's or the Fundador's, for a Moderador) awaits
 * another moderator, without its buttons.
 */
export function AppealList({ appeals, errorText, ...row }: AppealListProps) {
  const headingId = useId();
  return (
    <Stack gap="md" asChild>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {texts.appealsTitle}
        </h2>
        {errorText ? <Callout tone="danger">{errorText}</Callout> : null}
        {appeals === null && !errorText ? <Spinner /> : null}
        {appeals?.length === 0 ? <p className={styles.muted}>{texts.appealsEmpty}</p> : null}
        {appeals && appeals.length > 0 ? (
          <Stack gap="sm" asChild>
            <ol className={styles.list}>
              {appeals.map((appeal) => (
                <AppealRow key={appeal.id} appeal={appeal} {...row} />
              ))}
            </ol>
          </Stack>
        ) : null}
      </section>
    </Stack>
  );
}
