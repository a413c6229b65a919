import { BlockButton, OwnModerationRecord } from '../features/moderation/index.ts';
import { ProfileOverlay } from '../features/profile/index.ts';

/**
 * `/perfil` and `/perfil/:userId`: the profile with moderation's pieces in its slots (Bloquear on a
 * member's profile, one's own record in Meu Perfil).
 */
export function ProfileView() {
  return (
    <ProfileOverlay
      memberActions={({ userId }) => <BlockButton userId={userId} />}
      ownRecord={<OwnModerationRecord />}
    />
  );
}
