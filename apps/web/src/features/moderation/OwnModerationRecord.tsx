import { ModerationLog, moderationUiTexts } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  appealStateAtom,
  loadOwnModerationRecordAtom,
  ownModerationRecordAtom,
  requestAppealAtom,
} from './state.ts';

/** "Ações de moderação no seu conteúdo" in one's own profile (spec 3: Screens and routes), with "Pedir revisão" on a removal. */
export function OwnModerationRecord() {
  const record = useAtomValue(ownModerationRecordAtom);
  const load = useSetAtom(loadOwnModerationRecordAtom);
  const appeal = useAtomValue(appealStateAtom);
  const requestAppeal = useSetAtom(requestAppealAtom);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <ModerationLog
      title={moderationUiTexts.ownRecordTitle}
      lines={record.lines}
      errorText={record.errorText}
      onAppeal={(id) => void requestAppeal(id)}
      appealBusyId={appeal.busyId}
      appealErrors={appeal.errors}
    />
  );
}
