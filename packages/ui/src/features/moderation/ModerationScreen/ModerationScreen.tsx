import type { ReactNode } from 'react';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import * as styles from './ModerationScreen.css.ts';

/** Props of ModerationScreen. */
export type ModerationScreenProps = {
  queue: ReactNode;
  /** The pending second looks, between the queue and the record. */
  appeals?: ReactNode;
  log: ReactNode;
};

/** The Moderação screen (spec 3: Screens and routes): the queue above the record. */
export function ModerationScreen({ queue, appeals, log }: ModerationScreenProps) {
  return (
    <Stack gap="xl" className={styles.page}>
      {queue}
      {appeals}
      {log}
    </Stack>
  );
}
