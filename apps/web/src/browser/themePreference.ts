import { darkThemeClass, deviceSchemeClass, lightThemeClass, type ThemeChoice } from '@vizinhos/ui';

/** Where the chosen theme is kept on this device (it is a device's choice, not the account's). */
const STORAGE_KEY = 'vizinhos.theme';

/** The theme chosen on this device; the system's when none was chosen or storage is closed. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * The cookie the choice is also kept in, so the page the server paints for a signed-in `/` comes in
 * the chosen theme before any script (apps/server/src/http/firstPaint.ts reads it).
 */
const COOKIE = 'vizinhos_theme';

function writeThemeCookie(choice: ThemeChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser residents use; the value is one of two fixed words.
  document.cookie =
    choice === 'system'
      ? `${COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`
      : `${COOKIE}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Keeps the choice on this device (local storage, and a cookie for the server's painted page). */
export function storeThemeChoice(choice: ThemeChoice): void {
  writeThemeCookie(choice);
  try {
    if (choice === 'system') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // A closed storage (private mode) keeps the choice for this page only.
  }
}

/**
 * Puts the theme class on <html>: the stored choice, or the system's colour scheme, followed as it
 * changes while the choice is "system". Call at start (instead of following the system alone) and
 * again after a choice.
 */
export function applyThemeChoice(root: HTMLElement = document.documentElement): void {
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  // A choice kept before the cookie existed reaches the server from now on.
  writeThemeCookie(readThemeChoice());
  const apply = () => {
    const choice = readThemeChoice();
    const isDark = choice === 'dark' || (choice === 'system' && (query?.matches ?? false));
    root.classList.toggle(darkThemeClass, isDark);
    root.classList.toggle(lightThemeClass, !isDark);
    // The painted page's stand-in for a scheme the server did not know: the choice is made now.
    root.classList.remove(deviceSchemeClass);
  };
  apply();
  if (!root.dataset.themeFollowing) {
    root.dataset.themeFollowing = 'true';
    query?.addEventListener('change', apply);
  }
}
