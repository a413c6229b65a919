import { Button, Card, commonTexts } from '@vizinhos/ui';
import { useId } from 'react';
import { placeholderTexts } from './views.texts.ts';

/** Props of ViewPlaceholder: which view, its heading, and how to close it where it is an overlay. */
export type ViewPlaceholderProps = {
  view: 'map' | 'members' | 'messaging' | 'profile' | 'settings';
  title: string;
  onClose?: () => void;
};

/** A named region standing in for a view a later issue builds; a real landmark with its heading. */
export function ViewPlaceholder({ view, title, onClose }: ViewPlaceholderProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-view={view}>
      <Card>
        <h1 id={headingId}>{title}</h1>
        <p>{placeholderTexts.soon}</p>
        {onClose ? (
          <Button emphasis="soft" tone="default" onClick={onClose}>
            {commonTexts.close}
          </Button>
        ) : null}
      </Card>
    </section>
  );
}
