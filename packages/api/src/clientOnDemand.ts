// The client as the login route loads it: the accounts calls at once, with their own
// wordings (accountErrors.ts); every other call loads the whole client (client.ts, a chunk of its
// own) on its first use, or earlier through loadWholeClient (the signed-in screen's preload).
import { accountsDomainTexts } from '@vizinhos/domain';
import { accountErrorWordings } from './accountErrors.ts';
import { accountCalls, unkeyedWrites } from './accounts.ts';
import type { ApiClient } from './client.ts';
import { type ApiClientOptions, createHttp } from './http.ts';
import { NETWORK_STATUS } from './wording.ts';

/** Fetches the whole client's chunk (once), so the first signed-in call waits for nothing. */
export const loadWholeClient = () => import('./client.ts');

/**
 * The typed client of the contract, as createApiClient's, with only the accounts calls loaded at
 * first. A call made while the rest cannot be fetched (offline) fails as a network failure does,
 * and the next call tries again.
 */
export function createApiClientOnDemand(options: ApiClientOptions = {}): ApiClient {
  const accounts: Record<string | symbol, unknown> = accountCalls(
    createHttp(options, accountErrorWordings, unkeyedWrites),
  );
  let whole: Promise<ApiClient> | null = null;
  const load = () => {
    whole ??= loadWholeClient().then(
      (module) => module.createApiClient(options),
      (error: unknown) => {
        whole = null;
        throw error;
      },
    );
    return whole;
  };
  const onDemand = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const callOf = (name: string) => {
    let call = onDemand.get(name);
    if (!call) {
      call = (...args) =>
        load().then(
          (client) => (client[name as keyof ApiClient] as (...input: unknown[]) => Promise<unknown>)(...args),
          () => ({ ok: false, status: NETWORK_STATUS, error: accountsDomainTexts.networkError }),
        );
      onDemand.set(name, call);
    }
    return call;
  };
  // The other calls by name, without a list of them here (the login route's bytes): any other
  // name is a call of the whole client (the type says which exist). Never a `then`: the client is
  // not a promise.
  return new Proxy(accounts, {
    get: (target, name) =>
      typeof name === 'string' && !(name in target) && name !== 'then' ? callOf(name) : target[name],
  }) as unknown as ApiClient;
}
