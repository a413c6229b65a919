import { PushSettings } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  disablePushAtom,
  enablePushAtom,
  initPushAtom,
  pushSettingsAtom,
  savePushPreferencesAtom,
} from './pushState.ts';

/** The push settings wired to this browser and the server, for Configurações' Notificações slot. */
export function PushSettingsPanel() {
  const state = useAtomValue(pushSettingsAtom);
  const init = useSetAtom(initPushAtom);
  const enable = useSetAtom(enablePushAtom);
  const disable = useSetAtom(disablePushAtom);
  const save = useSetAtom(savePushPreferencesAtom);
  useEffect(() => {
    void init();
  }, [init]);
  return (
    <PushSettings
      status={state.status}
      preferences={state.preferences}
      isBusy={state.isBusy}
      errorText={state.errorText}
      onEnable={() => void enable()}
      onDisable={() => void disable()}
      onChange={({ preferences }) => void save(preferences)}
    />
  );
}
