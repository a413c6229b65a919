import { darkThemeClass, lightThemeClass } from '@vizinhos/ui';

/** Puts the theme class on <html> following the system's colour scheme, and keeps following it. */
export function applyColorScheme(root: HTMLElement = document.documentElement): void {
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => {
    const isDark = query?.matches ?? false;
    root.classList.toggle(darkThemeClass, isDark);
    root.classList.toggle(lightThemeClass, !isDark);
  };
  apply();
  query?.addEventListener('change', apply);
}
