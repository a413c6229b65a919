import { mapDefined, normalizeUser, shouldSearchUsers } from '@vizinhos/domain';
import type { Resident, ResidentSearchStatus } from '@vizinhos/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { apiClientAtom } from '../../apiClientAtom.ts';

/** Waits this long after the last key before searching. */
const DEBOUNCE_MS = 250;

/**
 * The participant picker's state: the search runs from 2 characters (spec: Validation rules), 10
 * residents a page; the chosen ones stay whatever the search does.
 */
export function useResidentSearch() {
  const api = useAtomValue(apiClientAtom);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<ResidentSearchStatus>('short');
  const [found, setFound] = useState<Resident[]>([]);
  const [selected, setSelected] = useState<Resident[]>([]);
  useEffect(() => {
    if (!shouldSearchUsers(query)) {
      setStatus('short');
      setFound([]);
      return;
    }
    setStatus('loading');
    let isCurrent = true;
    const timer = setTimeout(async () => {
      const answer = await api.searchResidents(query);
      if (!isCurrent) return;
      if (!answer.ok) {
        setStatus('error');
        return;
      }
      const users = mapDefined(answer.value.users ?? answer.value.results, normalizeUser);
      setFound(users.map(({ id, username, avatar }) => ({ id, username, avatar })));
      setStatus('ready');
    }, DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [api, query]);
  return {
    query,
    status,
    found,
    selected,
    onQueryChange: ({ query: next }: { query: string }) => setQuery(next),
    onAdd: ({ resident }: { resident: Resident }) =>
      setSelected((chosen) => (chosen.some((c) => c.id === resident.id) ? chosen : [...chosen, resident])),
    onRemove: ({ resident }: { resident: Resident }) =>
      setSelected((chosen) => chosen.filter((c) => c.id !== resident.id)),
    reset: () => {
      setQuery('');
      setSelected([]);
    },
  };
}
