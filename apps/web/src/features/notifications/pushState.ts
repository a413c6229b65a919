import type { PushSubscriptionBody } from '@vizinhos/api';
import {
  DEFAULT_PUSH_PREFERENCES,
  type PushPreferences,
  pushDomainTexts,
  readPushPreferences,
  toWirePushPreferences,
} from '@vizinhos/domain';
import type { PushSettingsStatus } from '@vizinhos/ui';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import {
  browserTimeZone,
  currentPushSubscription,
  isPushSupported,
  notificationPermission,
  requestNotificationPermission,
  subscribeThisBrowser,
} from './pushBrowser.ts';

// Beyond the spec: this browser's alerts and the resident's push settings, for the session's store.
type PushState = {
  status: PushSettingsStatus;
  preferences: PushPreferences;
  isBusy: boolean;
  errorText: string | undefined;
};

const pushBaseAtom = atom<PushState>({
  status: 'off',
  preferences: DEFAULT_PUSH_PREFERENCES,
  isBusy: true,
  errorText: undefined,
});

/** What the push settings show. */
export const pushSettingsAtom = atom((get) => get(pushBaseAtom));

const patch = atom(null, (get, set, change: Partial<PushState>) =>
  set(pushBaseAtom, { ...get(pushBaseAtom), ...change }),
);

/** Loads the resident's settings; a failure keeps what is shown and says so. */
const loadPreferencesAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).getPushPreferences();
  if (answer.ok) set(patch, { preferences: readPushPreferences(answer.value) });
  else set(patch, { errorText: answer.error });
});

/**
 * Where this browser stands (unsupported, denied, subscribed or not), and the resident's settings,
 * which the e-mail choices show whatever the browser can do.
 */
export const initPushAtom = atom(null, async (_get, set) => {
  await set(loadPreferencesAtom);
  if (!isPushSupported()) return set(patch, { status: 'unsupported', isBusy: false });
  if (notificationPermission() === 'denied') return set(patch, { status: 'denied', isBusy: false });
  const subscription = await currentPushSubscription().catch(() => null);
  set(patch, { status: subscription ? 'on' : 'off', isBusy: false });
});

/**
 * Turns alerts on: the browser's permission, the server's key, this browser's subscription stored on
 * the server, then the settings (Segurança alone by default) on the resident's own clock.
 */
export const enablePushAtom = atom(null, async (get, set) => {
  const api = get(apiClientAtom);
  set(patch, { isBusy: true, errorText: undefined });
  const permission = await requestNotificationPermission();
  if (permission !== 'granted')
    return set(patch, { isBusy: false, status: permission === 'denied' ? 'denied' : 'off' });
  const key = await api.getPushKey();
  if (!key.ok) return set(patch, { isBusy: false, errorText: key.error });
  let subscription: PushSubscription;
  try {
    subscription = await subscribeThisBrowser(key.value);
  } catch (error) {
    console.warn('push subscription:', error);
    return set(patch, { isBusy: false, errorText: pushDomainTexts.subscribeFailed });
  }
  const stored = await api.subscribePush(subscription.toJSON() as PushSubscriptionBody);
  if (!stored.ok) {
    await subscription.unsubscribe().catch(() => false);
    return set(patch, { isBusy: false, errorText: stored.error });
  }
  await set(loadPreferencesAtom);
  const zone = browserTimeZone();
  if (zone && zone !== get(pushBaseAtom).preferences.timeZone) {
    const saved = await api.savePushPreferences({ time_zone: zone });
    if (saved.ok) set(patch, { preferences: readPushPreferences(saved.value) });
  }
  set(patch, { status: 'on', isBusy: false });
});

/** Turns alerts off on this browser: the server forgets the subscription, the browser drops it. */
export const disablePushAtom = atom(null, async (get, set) => {
  set(patch, { isBusy: true, errorText: undefined });
  const subscription = await currentPushSubscription().catch(() => null);
  if (subscription) {
    const answer = await get(apiClientAtom).unsubscribePush(subscription.endpoint);
    if (!answer.ok) return set(patch, { isBusy: false, errorText: answer.error });
    await subscription.unsubscribe().catch(() => false);
  }
  set(patch, { status: 'off', isBusy: false });
});

/**
 * Logout: this browser stops hearing for the resident who leaves. The server forgets the
 * subscription (while the session still allows the call) and the browser drops it, whatever the
 * answer, so the next resident on this computer gets none of the last one's alerts.
 */
export const forgetPushOnLogoutAtom = atom(null, async (get) => {
  if (!isPushSupported()) return;
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return;
  await get(apiClientAtom).unsubscribePush(subscription.endpoint);
  await subscription.unsubscribe().catch(() => false);
});

/**
 * Saves the settings as the resident left them. On a refusal the choice stays on screen with the
 * reason, so nothing chosen is lost; the next change sends everything again.
 */
export const savePushPreferencesAtom = atom(null, async (get, set, preferences: PushPreferences) => {
  set(patch, { preferences, isBusy: true, errorText: undefined });
  const answer = await get(apiClientAtom).savePushPreferences(toWirePushPreferences(preferences));
  set(patch, answer.ok ? { isBusy: false } : { isBusy: false, errorText: answer.error });
});
