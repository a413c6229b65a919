import type { ReportItem } from '@vizinhos/domain';
import { useId } from 'react';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import * as styles from '../moderation.css.ts';
import { moderationUiTexts as texts } from '../moderation.texts.ts';
import { ReportCard, type ReportCardProps } from '../ReportCard/ReportCard.tsx';

/** Props of ModerationQueue. */
export type ModerationQueueProps = Pick<ReportCardProps, 'onKeep' | 'onRemove' | 'onWarn' | 'onMute'> & {
  /** The pending items, oldest first; null while loading. */
  items: readonly ReportItem[] | null;
  /** When each item's first report arrived, worded by the caller, by item id. */
  firstReportedLabels: Readonly<Record<string, string>>;
  /** The item an action is on its way for. */
  busyId?: string | undefined;
  /** An action's refusal, by item id. */
  itemErrors?: Readonly<Record<string, string>>;
  /** The queue could not be read. */
  errorText?: string | null | undefined;
};

/** The review queue (spec 3: Screens and routes): pending reports, oldest first, or its empty state. */
export function ModerationQueue({
  items,
  firstReportedLabels,
  busyId,
  itemErrors = {},
  errorText,
  ...actions
}: ModerationQueueProps) {
  const headingId = useId();
  return (
    <Stack gap="md" asChild>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {texts.queueTitle}
        </h2>
        {errorText ? <Callout tone="danger">{errorText}</Callout> : null}
        {items === null && !errorText ? <Spinner label={texts.queueLoading} /> : null}
        {items?.length === 0 ? <EmptyState title={texts.queueEmpty} /> : null}
        {items && items.length > 0 ? (
          <Stack gap="md" asChild>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <ReportCard
                    item={item}
                    firstReportedLabel={firstReportedLabels[item.id] ?? ''}
                    isBusy={busyId === item.id}
                    errorText={itemErrors[item.id]}
                    {...actions}
                  />
                </li>
              ))}
            </ul>
          </Stack>
        ) : null}
      </section>
    </Stack>
  );
}
