import { shellTexts } from '@vizinhos/ui';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { ViewPlaceholder } from '../../views/ViewPlaceholder.tsx';

/** `/configuracoes`: settings over the timeline; a placeholder, as the spec shows no action for it. */
export function SettingsOverlay() {
  const close = useCloseOverlay();
  return <ViewPlaceholder view="settings" title={shellTexts.settings} onClose={close} />;
}
