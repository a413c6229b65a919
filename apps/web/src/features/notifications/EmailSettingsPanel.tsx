import { EmailSettings } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { pushSettingsAtom, savePushPreferencesAtom } from './pushState.ts';

/**
 * The e-mail choices wired to the server, for Configurações' Notificações slot beside the push
 * settings: one settings model, loaded by the push panel's start (initPushAtom) and saved whole.
 */
export function EmailSettingsPanel() {
  const state = useAtomValue(pushSettingsAtom);
  const save = useSetAtom(savePushPreferencesAtom);
  return (
    <EmailSettings
      preferences={state.preferences}
      isBusy={state.isBusy}
      errorText={state.errorText}
      onChange={({ preferences }) => void save(preferences)}
    />
  );
}
