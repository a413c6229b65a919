import type { ModerationLogLine } from '@vizinhos/domain';
import { useId } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import * as styles from '../moderation.css.ts';
import { moderationUiTexts as texts } from '../moderation.texts.ts';

/** Props of ModerationLog. */
export type ModerationLogProps = {
  /** The record's lines, newest first, `at` already worded; null while loading. */
  lines: readonly ModerationLogLine[] | null;
  /** The heading: the area's record, or "Ações de moderação no seu conteúdo" in a profile. */
  title?: string;
  errorText?: string | null | undefined;
  /** In the author's own record: asks once for a second look at a removal (its line's id). */
  onAppeal?: (id: string) => void;
  /** The removal whose second look is being asked. */
  appealBusyId?: string | undefined;
  /** A refused ask, by line id. */
  appealErrors?: Readonly<Record<string, string>>;
};

const appealStates = {
  pending: texts.appealPending,
  restored: texts.appealRestored,
  upheld: texts.appealUpheld,
} as const;

type LineProps = Pick<ModerationLogProps, 'onAppeal' | 'appealBusyId' | 'appealErrors'> & {
  line: ModerationLogLine;
};

function LogLine({ line, onAppeal, appealBusyId, appealErrors }: LineProps) {
  const sentenceId = useId();
  const error = appealErrors?.[line.id];
  return (
    <Stack gap="xs" asChild>
      <li className={styles.line}>
        <p id={sentenceId} className={styles.sentence}>
          {line.sentence}
        </p>
        {line.reason ? <p className={styles.muted}>{texts.logReason(line.reason)}</p> : null}
        <p className={styles.muted}>{line.at}</p>
        {line.appeal && line.appeal !== 'none' ? (
          <p className={styles.muted}>{appealStates[line.appeal]}</p>
        ) : null}
        {line.appeal === 'none' && onAppeal ? (
          <div>
            <Button
              size="sm"
              emphasis="outline"
              tone="default"
              isLoading={appealBusyId === line.id}
              aria-describedby={sentenceId}
              onClick={() => onAppeal(line.id)}
            >
              {texts.askAppeal}
            </Button>
          </div>
        ) : null}
        {error ? <Callout tone="danger">{error}</Callout> : null}
      </li>
    </Stack>
  );
}

/** The open record (spec 3: Screens and routes: Log): who did what, when and why. */
export function ModerationLog({ lines, title = texts.logTitle, errorText, ...appeal }: ModerationLogProps) {
  const headingId = useId();
  return (
    <Stack gap="md" asChild>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {errorText ? <Callout tone="danger">{errorText}</Callout> : null}
        {lines === null && !errorText ? <Spinner /> : null}
        {lines?.length === 0 ? <EmptyState title={texts.logEmpty} /> : null}
        {lines && lines.length > 0 ? (
          <Stack gap="sm" asChild>
            <ol className={styles.list}>
              {lines.map((line) => (
                <LogLine key={line.id} line={line} {...appeal} />
              ))}
            </ol>
          </Stack>
        ) : null}
      </section>
    </Stack>
  );
}
