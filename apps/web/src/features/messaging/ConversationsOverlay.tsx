import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { ViewPlaceholder } from '../../views/ViewPlaceholder.tsx';
import { placeholderTexts } from '../../views/views.texts.ts';

/** `/conversas` and `/conversas/:conversationId`: the messaging panel over the timeline; messaging fills it. */
export function ConversationsOverlay() {
  const close = useCloseOverlay();
  return <ViewPlaceholder view="messaging" title={placeholderTexts.messaging} onClose={close} />;
}
