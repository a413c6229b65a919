import { deviceSchemeClass, lightThemeClass } from '@vizinhos/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { applyThemeChoice, readThemeChoice, storeThemeChoice } from './themePreference.ts';

// The choice is kept in local storage for the app, and in a cookie for the page the server paints
// before any script (apps/server/src/http/firstPaint.ts), so a resident who chose dark on a light
// device does not see the painted page light first.
describe('the theme chosen on this device', () => {
  afterEach(() => storeThemeChoice('system'));

  it('is kept for the app and sent to the server as a cookie', () => {
    storeThemeChoice('dark');
    expect(readThemeChoice()).toBe('dark');
    expect(document.cookie).toContain('vizinhos_theme=dark');
    storeThemeChoice('light');
    expect(readThemeChoice()).toBe('light');
    expect(document.cookie).toContain('vizinhos_theme=light');
  });

  it('following the system again forgets both', () => {
    storeThemeChoice('dark');
    storeThemeChoice('system');
    expect(readThemeChoice()).toBe('system');
    expect(document.cookie).not.toContain('vizinhos_theme');
  });

  it('a choice kept before the cookie existed is sent from the next start', () => {
    window.localStorage.setItem('vizinhos.theme', 'dark');
    expect(document.cookie).not.toContain('vizinhos_theme');
    applyThemeChoice(document.createElement('html'));
    expect(document.cookie).toContain('vizinhos_theme=dark');
  });

  it('the app’s start replaces the painted page’s follow-the-device stand-in with the choice', () => {
    storeThemeChoice('light');
    const root = document.createElement('html');
    root.className = `${lightThemeClass} ${deviceSchemeClass}`;
    applyThemeChoice(root);
    expect([...root.classList]).toEqual([lightThemeClass]);
  });
});
