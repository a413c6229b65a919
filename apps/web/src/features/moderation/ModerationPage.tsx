import { canModerate } from '@vizinhos/domain';
import { AppealList, ModerationLog, ModerationQueue, ModerationScreen } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { currentUserAtom } from '../../session/session.ts';
import { NotFoundPage } from '../../views/NotFoundPage.tsx';
import {
  appealAskedLabelsAtom,
  decideAppealAtom,
  firstReportedLabelsAtom,
  loadModerationAppealsAtom,
  loadModerationLogAtom,
  loadModerationQueueAtom,
  moderateAtom,
  moderationAppealsAtom,
  moderationLogAtom,
  moderationQueueAtom,
} from './state.ts';

/**
 * `/moderacao` (spec 3: Screens and routes): the review queue and the record, for the area's
 * founder, admins and moderators only (anyone else gets the 404 page). A new report arrives as a
 * notification on the reader's own topic: the app hands in the notifications it holds
 * (src/pages/ModerationView.tsx), and the queue is read again when they change.
 */
export function ModerationPage({ notifications }: { notifications: unknown }) {
  const user = useAtomValue(currentUserAtom);
  const queue = useAtomValue(moderationQueueAtom);
  const labels = useAtomValue(firstReportedLabelsAtom);
  const log = useAtomValue(moderationLogAtom);
  const loadQueue = useSetAtom(loadModerationQueueAtom);
  const loadLog = useSetAtom(loadModerationLogAtom);
  const moderate = useSetAtom(moderateAtom);
  const appeals = useAtomValue(moderationAppealsAtom);
  const askedLabels = useAtomValue(appealAskedLabelsAtom);
  const loadAppeals = useSetAtom(loadModerationAppealsAtom);
  const decideAppeal = useSetAtom(decideAppealAtom);
  const allowed = canModerate(user?.roleName);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the notifications (a new report, live) reads the queue again.
  useEffect(() => {
    if (!allowed) return;
    void loadQueue();
    void loadLog();
    void loadAppeals();
  }, [allowed, loadQueue, loadLog, loadAppeals, notifications]);
  if (!allowed) return <NotFoundPage />;
  /** An action on the queue or an appeal, the record read again once it is done. */
  const thenLog = (action: Promise<void>) => void action.then(() => loadLog());
  return (
    <ModerationScreen
      queue={
        <ModerationQueue
          items={queue.items}
          errorText={queue.errorText}
          busyId={queue.busyId}
          itemErrors={queue.errors}
          firstReportedLabels={labels}
          onKeep={({ id }) => thenLog(moderate({ kind: 'keep', id }))}
          onRemove={({ id, reason }) => thenLog(moderate({ kind: 'remove', id, reason }))}
          onWarn={({ id, message }) => thenLog(moderate({ kind: 'warn', id, message }))}
          onMute={({ id, hours }) => thenLog(moderate({ kind: 'mute', id, hours }))}
        />
      }
      appeals={
        <AppealList
          appeals={appeals.items}
          errorText={appeals.errorText}
          askedLabels={askedLabels}
          busyId={appeals.busyId}
          itemErrors={appeals.errors}
          onRestore={(id) => thenLog(decideAppeal({ id, decision: 'restore' }))}
          onUphold={(id) => thenLog(decideAppeal({ id, decision: 'uphold' }))}
        />
      }
      log={<ModerationLog lines={log.lines} errorText={log.errorText} />}
    />
  );
}
