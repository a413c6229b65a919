import { BlockButton, MemberModerationActions, OwnModerationRecord } from '../features/moderation/index.ts';
import { ProfileOverlay } from '../features/profile/index.ts';

/**
 * `/perfil` and `/perfil/:userId`: the profile with moderation's pieces in its slots (Bloquear, and the
 * moderation's role and mute buttons, on a member's profile, one's own record in Meu Perfil).
 */
export function ProfileView() {
  return (
    <ProfileOverlay
      memberActions={({ userId, role, onRoleChanged }) => (
        <>
          <MemberModerationActions key={userId} userId={userId} role={role} onRoleChanged={onRoleChanged} />
          <BlockButton userId={userId} />
        </>
      )}
      ownRecord={<OwnModerationRecord />}
    />
  );
}
