import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { ViewPlaceholder } from '../../views/ViewPlaceholder.tsx';
import { placeholderTexts } from '../../views/views.texts.ts';

/** `/membros`: the members directory, a full-screen overlay under the header; the members issue fills it. */
export function MembersPage() {
  const close = useCloseOverlay();
  return <ViewPlaceholder view="members" title={placeholderTexts.members} onClose={close} />;
}
