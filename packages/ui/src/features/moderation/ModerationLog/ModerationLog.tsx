import type { ModerationLogLine } from '@vizinhos/domain';
import { useId } from 'react';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { moderationUiTexts as texts } from '../moderation.texts.ts';
import * as styles from './ModerationLog.css.ts';

/** Props of ModerationLog. */
export type ModerationLogProps = {
  /** The record's lines, newest first, `at` already worded; null while loading. */
  lines: readonly ModerationLogLine[] | null;
  /** The heading: the area's record, or "Ações de moderação no seu conteúdo" in a profile. */
  title?: string;
  errorText?: string | null | undefined;
};

/** The open record (spec 3: Screens and routes: Log): who did what, when and why. */
export function ModerationLog({ lines, title = texts.logTitle, errorText }: ModerationLogProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {errorText ? <Callout tone="danger">{errorText}</Callout> : null}
      {lines === null && !errorText ? <Spinner /> : null}
      {lines?.length === 0 ? <EmptyState title={texts.logEmpty} /> : null}
      {lines && lines.length > 0 ? (
        <ol className={styles.list}>
          {lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <p className={styles.sentence}>{line.sentence}</p>
              {line.reason ? <p className={styles.muted}>{texts.logReason(line.reason)}</p> : null}
              <p className={styles.muted}>{line.at}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
