import { shellTexts } from '@vizinhos/ui';
import { useParams } from 'react-router';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { ViewPlaceholder } from '../../views/ViewPlaceholder.tsx';
import { placeholderTexts } from '../../views/views.texts.ts';

/** `/perfil` (one's own) and `/perfil/:userId` (a member's): the profile overlay; the profile issue fills it. */
export function ProfileOverlay() {
  const { userId } = useParams();
  const close = useCloseOverlay();
  const title = userId === undefined ? shellTexts.myProfile : placeholderTexts.memberProfile;
  return <ViewPlaceholder view="profile" title={title} onClose={close} />;
}
