import { Button, Callout, moderationUiTexts } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { blockedMembersAtom, loadBlocksAtom, toggleBlockAtom } from './state.ts';

/**
 * Bloquear or Desbloquear on another member's profile or message (spec 3: Block); the list is read
 * once. Given the username (a message, where several residents write), the button names them.
 */
export function BlockButton({ userId, username }: { userId: string; username?: string }) {
  const blocks = useAtomValue(blockedMembersAtom);
  const load = useSetAtom(loadBlocksAtom);
  const toggle = useSetAtom(toggleBlockAtom);
  useEffect(() => {
    if (blocks.members === null) void load();
  }, [blocks.members, load]);
  const isBlocked = blocks.members?.some((member) => member.id === userId) ?? false;
  return (
    <>
      <Button
        size="sm"
        emphasis="outline"
        tone={isBlocked ? 'default' : 'danger'}
        isLoading={blocks.busyId === userId}
        disabled={blocks.members === null}
        onClick={() => void toggle({ id: userId, block: !isBlocked })}
        aria-label={
          username === undefined
            ? undefined
            : isBlocked
              ? moderationUiTexts.unblockLabel(username)
              : moderationUiTexts.blockLabel(username)
        }
      >
        {isBlocked ? moderationUiTexts.unblock : moderationUiTexts.block}
      </Button>
      {blocks.errorText ? <Callout tone="danger">{blocks.errorText}</Callout> : null}
    </>
  );
}
