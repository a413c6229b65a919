import { mapDefined, normalizeUser, shouldSearchUsers, type UserId } from '@vizinhos/domain';
import type { Resident, ResidentSearchStatus } from '@vizinhos/ui';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { memberEntitiesAtom, putMembers, resolveMembers } from '../../store/entities.ts';

/** Waits this long after the last key before searching. */
const DEBOUNCE_MS = 250;

/**
 * GET search?type=user: the residents found are stored as the store's members (the directory and the
 * profiles show the same copy); their ids in the order found, or undefined on a failure.
 */
export const searchResidentsAtom = atom(null, async (get, set, query: string) => {
  const answer = await get(apiClientAtom).searchResidents(query);
  if (!answer.ok) return undefined;
  const users = mapDefined(answer.value.users ?? answer.value.results, normalizeUser);
  putMembers(get, set, users);
  return users.map((user) => user.id);
});

/**
 * The participant picker's state: the search runs from 2 characters (spec: Validation rules), 10
 * residents a page; the chosen ones stay whatever the search does.
 */
export function useResidentSearch() {
  const search = useSetAtom(searchResidentsAtom);
  const members = useAtomValue(memberEntitiesAtom);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<ResidentSearchStatus>('short');
  const [foundIds, setFoundIds] = useState<UserId[]>([]);
  const found: Resident[] = useMemo(() => resolveMembers(members, foundIds), [members, foundIds]);
  const [selected, setSelected] = useState<Resident[]>([]);
  useEffect(() => {
    if (!shouldSearchUsers(query)) {
      setStatus('short');
      setFoundIds([]);
      return;
    }
    setStatus('loading');
    let isCurrent = true;
    const timer = setTimeout(async () => {
      const ids = await search(query);
      if (!isCurrent) return;
      if (!ids) {
        setStatus('error');
        return;
      }
      setFoundIds(ids);
      setStatus('ready');
    }, DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [search, query]);
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
