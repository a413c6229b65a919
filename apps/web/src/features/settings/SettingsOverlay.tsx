import { Button, Card, commonTexts, shellTexts } from '@vizinhos/ui';
import { useId } from 'react';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { CalendarFeedBox } from '../events/index.ts';
import { settingsTexts } from './settings.texts.ts';

/**
 * `/configuracoes`: settings over the timeline. The spec shows no action for it; it holds the "Agenda" section, the
 * resident's private calendar feed and "Gerar novo link".
 */
export function SettingsOverlay() {
  const close = useCloseOverlay();
  const headingId = useId();
  const agendaId = useId();
  return (
    <section aria-labelledby={headingId} data-view="settings">
      <Card>
        <h1 id={headingId}>{shellTexts.settings}</h1>
        <section aria-labelledby={agendaId}>
          <h2 id={agendaId}>{settingsTexts.agenda}</h2>
          <CalendarFeedBox canRegenerate />
        </section>
        <Button emphasis="soft" tone="default" onClick={close}>
          {commonTexts.close}
        </Button>
      </Card>
    </section>
  );
}
