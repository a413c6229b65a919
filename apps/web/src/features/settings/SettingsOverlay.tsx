import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { ViewPlaceholder } from '../../views/ViewPlaceholder.tsx';
import { placeholderTexts } from '../../views/views.texts.ts';

/** `/configuracoes`: settings over the timeline; a placeholder, as the spec shows no action for it. */
export function SettingsOverlay() {
  const close = useCloseOverlay();
  return <ViewPlaceholder view="settings" title={placeholderTexts.settings} onClose={close} />;
}
