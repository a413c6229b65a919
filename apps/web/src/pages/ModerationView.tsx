import { useAtomValue } from 'jotai';
import { ModerationPage } from '../features/moderation/index.ts';
import { notificationsAtom } from '../features/notifications/index.ts';

/** `/moderacao`: the review queue, read again whenever the notifications change (a new report arrives as one). */
export function ModerationView() {
  return <ModerationPage notifications={useAtomValue(notificationsAtom)} />;
}
