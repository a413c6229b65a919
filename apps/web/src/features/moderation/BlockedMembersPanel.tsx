import { BlockedMembers } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { blockedMembersAtom, loadBlocksAtom, unblockAtom } from './state.ts';

/** Moradores bloqueados in Configurações (spec 3): read when shown, each block reversible. */
export function BlockedMembersPanel() {
  const blocks = useAtomValue(blockedMembersAtom);
  const load = useSetAtom(loadBlocksAtom);
  const unblock = useSetAtom(unblockAtom);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <BlockedMembers
      members={blocks.members}
      busyId={blocks.busyId}
      errorText={blocks.errorText}
      onUnblock={(input) => void unblock(input)}
    />
  );
}
