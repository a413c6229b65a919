import {
  formatMuteEnd,
  MEMBER_ROLE_ACTION_ROLE,
  type MemberRoleAction,
  memberModerationOptions,
} from '@vizinhos/domain';
import { MemberModeration, type MemberModerationProps, moderationUiTexts } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { currentUserAtom } from '../../session/session.ts';
import { moderateMemberAtom } from './state.ts';

type Progress = Pick<MemberModerationProps, 'busy' | 'errorText' | 'doneText'>;

/**
 * Tornar or Remover moderador (and admin) and Silenciar on another member's profile (spec 3: Profile),
 * for the readers the domain's rules allow; the refusal in Portuguese shown in place. `onRoleChanged`
 * reads the profile again so its badge shows the new role.
 */
export function MemberModerationActions({
  userId,
  role,
  onRoleChanged,
}: {
  userId: string;
  role: string | undefined;
  onRoleChanged: () => void;
}) {
  const me = useAtomValue(currentUserAtom);
  const moderate = useSetAtom(moderateMemberAtom);
  const [progress, setProgress] = useState<Progress>({});
  const options = memberModerationOptions(me?.roleName, role);
  const run = async (busy: NonNullable<Progress['busy']>, call: Parameters<typeof moderate>[0]) => {
    setProgress({ busy });
    const answer = await moderate(call);
    if (!answer.ok) {
      setProgress({ errorText: answer.error });
      return;
    }
    if (answer.value.kind === 'role') {
      setProgress({ doneText: moderationUiTexts.roleChanged(answer.value.role ?? 'Membro') });
      onRoleChanged();
    } else {
      setProgress({
        doneText: moderationUiTexts.mutedUntil(formatMuteEnd(new Date(answer.value.mutedUntil))),
      });
    }
  };
  return (
    <MemberModeration
      roleActions={options.roleActions}
      canMute={options.canMute}
      {...progress}
      onRoleAction={({ action }: { action: MemberRoleAction }) =>
        void run(action, { kind: 'role', userId, role: MEMBER_ROLE_ACTION_ROLE[action] })
      }
      onMute={({ hours }) => void run(hours === 24 ? 'mute24' : 'mute168', { kind: 'mute', userId, hours })}
    />
  );
}
