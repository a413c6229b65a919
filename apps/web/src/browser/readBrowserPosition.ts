/** Coordinates in degrees. */
export type Coordinates = { lat: number; lon: number };

/** The browser's position, or null when geolocation is missing, refused or fails (spec: Error catalogue: then manual search). */
export function readBrowserPosition(timeoutMs = 10_000): Promise<Coordinates | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      () => resolve(null),
      { timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
