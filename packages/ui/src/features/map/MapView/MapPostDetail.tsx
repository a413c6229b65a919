import type { BadgeTone } from '@vizinhos/domain';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { mapViewTexts } from '../map.texts.ts';
import * as styles from './MapView.css.ts';

/** Props of MapPostDetail: the post to show, or none (closed). */
export type MapPostDetailProps = {
  detail:
    | {
        category: string;
        tone: BadgeTone;
        title: string;
        author: string;
        timeLabel: string;
        text: string;
        /** The raw coordinates, as stored. */
        coordinates: string;
      }
    | undefined;
  onClose?: () => void;
};

/** The map view's post modal (spec: Screens and routes): category, title, author, time, text and raw coordinates. */
export function MapPostDetail({ detail, onClose }: MapPostDetailProps) {
  return (
    <Dialog.Root open={detail !== undefined} onOpenChange={(open) => (open ? undefined : onClose?.())}>
      {detail ? (
        <Dialog.Content width="520px" aria-describedby={undefined}>
          <Badge tone={detail.tone}>{detail.category}</Badge>
          <Dialog.Title>{detail.title}</Dialog.Title>
          <dl className={styles.details}>
            <dt className={styles.term}>{mapViewTexts.author}</dt>
            <dd className={styles.definition}>{detail.author}</dd>
            <dt className={styles.term}>{mapViewTexts.time}</dt>
            <dd className={styles.definition}>{detail.timeLabel}</dd>
            <dt className={styles.term}>{mapViewTexts.text}</dt>
            <dd className={styles.definition}>{detail.text}</dd>
            <dt className={styles.term}>{mapViewTexts.coordinates}</dt>
            <dd className={styles.definition}>{detail.coordinates}</dd>
          </dl>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
