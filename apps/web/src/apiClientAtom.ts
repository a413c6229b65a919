import { type ApiClient, createApiClientOnDemand } from '@vizinhos/api';
import { atom } from 'jotai';

/**
 * The typed client of the contract, same origin; an atom so stories and tests can swap it. The
 * login route loads only its accounts calls; the rest comes with the first other call, or before
 * it with the signed-in screen's preload (routes.tsx).
 */
export const apiClientAtom = atom<ApiClient>(createApiClientOnDemand());
