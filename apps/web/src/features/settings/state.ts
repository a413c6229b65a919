import { checkPasswordChange, type PasswordChangeForm, PROFILE_TEXTS } from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';

/** Changes one's password; the refusal's text, else undefined (other sessions end, this one stays). */
export const changePasswordAtom = atom(
  null,
  async (get, _set, form: PasswordChangeForm): Promise<string | undefined> => {
    const check = checkPasswordChange(form);
    if (!check.ok) return check.message;
    const answer = await get(apiClientAtom).changePassword(form.current, form.password, form.confirmation);
    return answer.ok ? undefined : answer.error;
  },
);

/** "Baixar meus dados": fetches the export and saves it as a JSON file; the refusal's text, else undefined. */
export const exportMyDataAtom = atom(null, async (get): Promise<string | undefined> => {
  const answer = await get(apiClientAtom).exportMyData();
  if (!answer.ok) return answer.error;
  const blob = new Blob([JSON.stringify(answer.value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = PROFILE_TEXTS.exportFileName;
  link.click();
  URL.revokeObjectURL(url);
  return undefined;
});
