// The app's one toast: what an action says once it is done or refused (spec: Error catalogue),
// raised by any feature and shown by the shell's one outlet (pages/shell/ToastOutlet.tsx), so one
// "Avisos" region per page, and an alert outlives the piece that raised it (a card drawn again).
import { atom } from 'jotai';

/** A toast; `key` tells two equal alerts apart, so a repeat shows again. */
export type ToastAlert = { key: number; tone: 'success' | 'danger'; text: string };

const toastBaseAtom = atom<ToastAlert | undefined>(undefined);

/** The toast shown now, until dismissed or replaced. */
export const toastAtom = atom((get) => get(toastBaseAtom));

/** Shows a toast, in place of the one shown. */
export const showToastAtom = atom(null, (get, set, alert: Omit<ToastAlert, 'key'>) => {
  set(toastBaseAtom, { ...alert, key: (get(toastBaseAtom)?.key ?? 0) + 1 });
});

/** Dismisses the toast (its timer ran out, or the reader closed it). */
export const dismissToastAtom = atom(null, (_get, set) => set(toastBaseAtom, undefined));
