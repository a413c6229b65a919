// The browser's half of Web Push (beyond the spec): the service worker at /sw.js, the permission, and
// this browser's subscription. No state here: the atoms in pushState.ts hold it for the session.

/** The service worker the build copies from apps/web/public: push → a notification, a click → the post. */
const SERVICE_WORKER_URL = '/sw.js';

/** Whether this browser can take pushes at all: a service worker, the Push API and notifications. */
export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The notification permission as it stands ('default' until asked). */
export function notificationPermission(): NotificationPermission {
  return Notification.permission;
}

/** Asks the permission (the browser's own prompt); what the resident answered. */
export function requestNotificationPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** This browser's subscription, if it has one (no worker is registered just to look). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function decodeServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription's key is these bytes (a browser without the option is trusted as before). */
function sameBytes(key: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (key === null) return true;
  const held = new Uint8Array(key);
  return held.length === bytes.length && held.every((byte, index) => byte === bytes[index]);
}

/** Registers the worker and subscribes this browser with the server's key; throws what the browser throws. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const serverKey = decodeServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  // A subscription made for another key (the server's VAPID key was replaced, e.g. after a restore
  // from a backup without secrets) is refused by the push service: it is made again for this one.
  if (existing && sameBytes(existing.options.applicationServerKey, serverKey)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
}

/** The resident's time zone, for quiet hours on their own clock. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
