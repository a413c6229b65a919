import { type ApiClient, createApiClient } from '@vizinhos/api';
import { atom } from 'jotai';

/** The typed client of the contract, same origin; an atom so stories and tests can swap it. */
export const apiClientAtom = atom<ApiClient>(createApiClient());
