import type { Coordinates } from '../../browser/readBrowserPosition.ts';

/** Where the browser is, or why it would not say: refused by the resident, or unavailable. */
export type BrowserLocation =
  | { kind: 'found'; coordinates: Coordinates }
  | { kind: 'refused' }
  | { kind: 'unavailable' };

/**
 * The browser's position for signup's first step, telling a refusal apart from a browser that
 * has no geolocation or fails to find one (spec: Error catalogue: both lead to the manual search,
 * and signup says which).
 */
export function locateBrowser(timeoutMs = 10_000): Promise<BrowserLocation> {
  if (typeof navigator === 'undefined' || !navigator.geolocation)
    return Promise.resolve({ kind: 'unavailable' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'found',
          coordinates: { lat: position.coords.latitude, lon: position.coords.longitude },
        }),
      (error) => resolve({ kind: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' }),
      { timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
