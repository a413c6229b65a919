import { assertNever } from '../common/index.ts';
import { mapLoaderTexts } from './map.texts.ts';
import { SECURITY_MAP_SETTINGS } from './securityMapSettings.ts';

/**
 * The map loader (spec: States and transitions, Business constants and limits): idle until a map is
 * first shown, then up to 3 attempts, each limited to 20 s, 3 s apart; `failures` counts the loads
 * that ended failed, so a view can fall back to a list after a retry that failed too.
 */
export type MapLoaderState =
  | { status: 'idle'; failures: number }
  | { status: 'loading'; attempt: number; failures: number }
  | { status: 'loaded'; failures: number }
  | { status: 'failed'; error: string; failures: number };

/** What happened to the loader: asked to load, an attempt failed (error or timeout), it loaded, the map failed to build. */
export type MapLoaderEvent =
  | { type: 'load' }
  | { type: 'attemptFailed'; cause: 'error' | 'timeout' }
  | { type: 'loaded' }
  | { type: 'createFailed' };

/** The loader before any map is shown. */
export const initialMapLoader: MapLoaderState = { status: 'idle', failures: 0 };

function failedAttempt(
  state: Extract<MapLoaderState, { status: 'loading' }>,
  cause: 'error' | 'timeout',
): MapLoaderState {
  if (state.attempt < SECURITY_MAP_SETTINGS.loaderAttempts) return { ...state, attempt: state.attempt + 1 };
  const error = cause === 'timeout' ? mapLoaderTexts.timeout : mapLoaderTexts.failedAfterAttempts;
  return { status: 'failed', error, failures: state.failures + 1 };
}

/**
 * Applies one loader event. Loading again is only possible from idle or failed (the retry button);
 * an attempt's outcome counts only while loading, so a late answer after a failure changes nothing.
 */
export function reduceMapLoader(state: MapLoaderState, event: MapLoaderEvent): MapLoaderState {
  switch (event.type) {
    case 'load':
      return state.status === 'idle' || state.status === 'failed'
        ? { status: 'loading', attempt: 1, failures: state.failures }
        : state;
    case 'attemptFailed':
      return state.status === 'loading' ? failedAttempt(state, event.cause) : state;
    case 'loaded':
      return state.status === 'loading' ? { status: 'loaded', failures: state.failures } : state;
    case 'createFailed':
      return state.status === 'loaded'
        ? { status: 'failed', error: mapLoaderTexts.createFailed, failures: state.failures + 1 }
        : state;
    default:
      return assertNever(event, 'map loader event');
  }
}

/** The security card's state (spec: States and transitions): loading, ready, error with retry, then the fallback list once a retry failed too. */
export function securityCardMode(state: MapLoaderState): 'loading' | 'ready' | 'error' | 'fallback' {
  if (state.status === 'loaded') return 'ready';
  if (state.status === 'failed') return state.failures > 1 ? 'fallback' : 'error';
  return 'loading';
}
