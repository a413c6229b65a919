import type { ReactNode } from 'react';
import * as styles from './ModerationScreen.css.ts';

/** Props of ModerationScreen. */
export type ModerationScreenProps = { queue: ReactNode; log: ReactNode };

/** The Moderação screen (spec 3: Screens and routes): the queue above the record. */
export function ModerationScreen({ queue, log }: ModerationScreenProps) {
  return (
    <div className={styles.page}>
      {queue}
      {log}
    </div>
  );
}
