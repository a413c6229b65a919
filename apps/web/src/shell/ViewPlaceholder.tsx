import { Button, Card } from '@vizinhos/ui';
import { useId } from 'react';
import { placeholderTexts } from './placeholderTexts.ts';

/** Props of ViewPlaceholder: which view, its title where it varies, and how to close it. */
export type ViewPlaceholderProps = {
  view: 'timeline' | 'map' | 'members' | 'messaging' | 'profile';
  /** The timeline's heading: the selected category's name. */
  title?: string;
  onClose?: () => void;
};

const titles = {
  map: placeholderTexts.map,
  members: placeholderTexts.members,
  messaging: placeholderTexts.messaging,
  profile: placeholderTexts.profile,
} as const;

/** A named region standing in for a view a later issue builds; a real landmark with its heading. */
export function ViewPlaceholder({ view, title, onClose }: ViewPlaceholderProps) {
  const headingId = useId();
  const heading = view === 'timeline' ? (title ?? '') : titles[view];
  return (
    <section aria-labelledby={headingId} data-view={view}>
      <Card>
        <h1 id={headingId}>{heading}</h1>
        <p>{view === 'timeline' ? placeholderTexts.timelineNote : placeholderTexts.soon}</p>
        {onClose ? (
          <Button emphasis="soft" tone="default" onClick={onClose}>
            {placeholderTexts.close}
          </Button>
        ) : null}
      </Card>
    </section>
  );
}
