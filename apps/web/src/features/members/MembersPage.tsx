import { shellTexts } from '@vizinhos/ui';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { ViewPlaceholder } from '../../views/ViewPlaceholder.tsx';

/** `/membros`: the members directory, a full-screen overlay under the header; the members issue fills it. */
export function MembersPage() {
  const close = useCloseOverlay();
  return <ViewPlaceholder view="members" title={shellTexts.members} onClose={close} />;
}
