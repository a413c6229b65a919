import { ModerationLog, moderationUiTexts } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadOwnModerationRecordAtom, ownModerationRecordAtom } from './state.ts';

/** "Ações de moderação no seu conteúdo" in one's own profile (spec 3: Screens and routes). */
export function OwnModerationRecord() {
  const record = useAtomValue(ownModerationRecordAtom);
  const load = useSetAtom(loadOwnModerationRecordAtom);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <ModerationLog
      title={moderationUiTexts.ownRecordTitle}
      lines={record.lines}
      errorText={record.errorText}
    />
  );
}
