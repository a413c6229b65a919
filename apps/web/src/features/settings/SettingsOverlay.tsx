import { PROFILE_TEXTS } from '@vizinhos/domain';
import { MoveAreaForm, PasswordChangeForm, SettingsDialog, type ThemeChoice } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useState } from 'react';
import { applyThemeChoice, readThemeChoice, storeThemeChoice } from '../../browser/themePreference.ts';
import { currentUserAtom } from '../../session/session.ts';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import {
  chooseMoveAreaAtom,
  moveAreaAtom,
  searchMoveAreasAtom,
  setMovePasswordAtom,
  submitMoveAreaAtom,
} from './moveAreaState.ts';
import { changePasswordAtom, exportMyDataAtom } from './state.ts';

const emptyPassword = { current: '', password: '', confirmation: '' };

/**
 * `/configuracoes`: Configurações over the timeline (spec: Header: the menu entry, its action left
 * open): theme, the private calendar feed, change password, "Mudei de endereço", the block list (spec 3) and
 * "Baixar meus dados". The calendar feed, the push alerts and the block list are other features' pieces,
 * handed in by the app (src/pages/SettingsView.tsx).
 */
export function SettingsOverlay({
  calendarFeed,
  notifications,
  blocked,
}: {
  calendarFeed: ReactNode;
  notifications: ReactNode;
  blocked: ReactNode;
}) {
  const close = useCloseOverlay();
  const changePassword = useSetAtom(changePasswordAtom);
  const exportMyData = useSetAtom(exportMyDataAtom);
  const [theme, setTheme] = useState<ThemeChoice>(readThemeChoice);
  const [password, setPassword] = useState(emptyPassword);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [passwordDone, setPasswordDone] = useState<string | undefined>(undefined);
  const [isChanging, setChanging] = useState(false);
  const [isExporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | undefined>(undefined);
  const user = useAtomValue(currentUserAtom);
  const moving = useAtomValue(moveAreaAtom);
  const searchMove = useSetAtom(searchMoveAreasAtom);
  const chooseMove = useSetAtom(chooseMoveAreaAtom);
  const setMovePassword = useSetAtom(setMovePasswordAtom);
  const submitMove = useSetAtom(submitMoveAreaAtom);
  return (
    <SettingsDialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      theme={theme}
      onThemeChange={({ theme: next }) => {
        setTheme(next);
        storeThemeChoice(next);
        applyThemeChoice();
      }}
      calendarFeed={calendarFeed}
      notifications={notifications}
      blocked={blocked}
      password={
        <PasswordChangeForm
          values={password}
          errorText={passwordError}
          doneText={passwordDone}
          isSaving={isChanging}
          onChange={({ values }) => setPassword(values)}
          onSubmit={async ({ values }) => {
            setChanging(true);
            setPasswordDone(undefined);
            const refused = await changePassword(values);
            setChanging(false);
            setPasswordError(refused);
            if (!refused) {
              setPassword(emptyPassword);
              setPasswordDone(PROFILE_TEXTS.passwordChanged);
            }
          }}
        />
      }
      moveArea={
        <MoveAreaForm
          currentAreaName={user?.area?.name ?? ''}
          query={moving.query}
          onQueryChange={searchMove}
          areas={moving.areas}
          isSearching={moving.isSearching}
          searchError={moving.searchError}
          chosen={moving.chosen}
          onChoose={chooseMove}
          password={moving.password}
          onPasswordChange={setMovePassword}
          errorText={moving.errorText}
          isSaving={moving.isSaving}
          onSubmit={async (input) => {
            // Everything on screen belongs to the old area: the app starts again in the new one
            // (timeline, members, conversations, and the live connection the server just closed).
            if (await submitMove(input)) window.location.assign('/');
          }}
        />
      }
      isExporting={isExporting}
      exportError={exportError}
      onExport={async () => {
        setExporting(true);
        setExportError(await exportMyData());
        setExporting(false);
      }}
    />
  );
}
