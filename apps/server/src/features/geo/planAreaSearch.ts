import type { AreaQuery } from '@vizinhos/domain';
import type { PlaceFilter } from './repository.ts';

/** A state as the search reads it: its code and folded name. */
export type KnownState = { code: string; key: string };

/** What one area search looks for: areas by text within a place, and towns without an area. */
export type AreaSearchPlan = {
  /** Folded text matched against area, town and parent-area names ('' lists the filter's areas). */
  key: string;
  filter: PlaceFilter;
  /** Folded text of the towns without an area to offer; null offers none (a state's code alone). */
  townKey: string | null;
};

const stateOf = (states: readonly KnownState[], text: string) =>
  states.find((state) => state.key === text || state.code.toLowerCase() === text);

/**
 * Plans a search (signup finds every town): "SP" alone lists the state's areas; a state's name
 * ("Bahia", or "São Paulo", which is a town's too) lists them and offers the towns so named;
 * "Campinas - SP" and "Vila Mariana, São Paulo" search the head within the state or town the tail
 * names; anything else searches areas, towns and parent areas by the text.
 */
export function planAreaSearch(query: AreaQuery, states: readonly KnownState[]): AreaSearchPlan {
  if (query.tail !== undefined) {
    const state = stateOf(states, query.tail);
    const filter: PlaceFilter = state ? { stateCode: state.code } : { townKey: query.tail };
    return { key: query.head, filter, townKey: query.head };
  }
  const state = stateOf(states, query.key);
  if (state)
    return {
      key: '',
      filter: { stateCode: state.code },
      townKey: query.key === state.code.toLowerCase() ? null : query.key,
    };
  return { key: query.key, filter: {}, townKey: query.key };
}
