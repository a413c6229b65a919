import { shellTexts } from '@vizinhos/ui';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { ViewPlaceholder } from '../../views/ViewPlaceholder.tsx';

/** `/conversas` and `/conversas/:conversationId`: the messaging panel over the timeline; messaging fills it. */
export function ConversationsOverlay() {
  const close = useCloseOverlay();
  return <ViewPlaceholder view="messaging" title={shellTexts.conversations} onClose={close} />;
}
