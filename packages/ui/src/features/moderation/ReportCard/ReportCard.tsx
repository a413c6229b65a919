import type { ReportItem } from '@vizinhos/domain';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextArea } from '../../../primitives/TextArea/TextArea.tsx';
import { AwaitsOther } from '../AwaitsOther/AwaitsOther.tsx';
import * as shared from '../moderation.css.ts';
import { moderationUiTexts as texts } from '../moderation.texts.ts';
import * as styles from './ReportCard.css.ts';

/** Props of ReportCard. */
export type ReportCardProps = {
  item: ReportItem;
  /** When the first report arrived, already worded by the caller ("há 2 horas"). */
  firstReportedLabel: string;
  /** An action on this card is on its way: its buttons wait. */
  isBusy?: boolean;
  errorText?: string | null | undefined;
  onKeep: (input: { id: string }) => void;
  onRemove: (input: { id: string; reason: string }) => void;
  onWarn: (input: { id: string; message: string }) => void;
  onMute: (input: { id: string; hours: 24 | 168 }) => void;
};

type Open = 'none' | 'remove' | 'warn' | 'mute';

/** The actions that open a panel of their own on the card (the reason, the message, the length), in order. */
const panelOpeners = [
  { panel: 'remove', tone: 'danger' },
  { panel: 'warn', tone: 'warning' },
  { panel: 'mute', tone: 'default' },
] as const;

/**
 * One reported post or comment (spec 3: Screens and routes: Review queue): what it is, its author,
 * its excerpt, the count and reasons of its reports, their notes (never who wrote them), and the
 * actions Manter, Remover (with the reason the author reads), Avisar autor and Silenciar autor; or,
 * when the reader may not decide it, "Aguarda outro moderador" and why, without the actions.
 */
export function ReportCard({
  item,
  firstReportedLabel,
  isBusy = false,
  errorText,
  onKeep,
  onRemove,
  onWarn,
  onMute,
}: ReportCardProps) {
  const headingId = useId();
  return (
    <Card asChild padding="md">
      <Stack gap="sm" asChild>
        <article aria-labelledby={headingId}>
          <Inline align="baseline">
            <Badge tone={item.kind === 'post' ? 'primary' : 'secondary'}>
              {item.kind === 'post' ? texts.post : texts.comment}
            </Badge>
            <h3 id={headingId} className={styles.title}>
              {item.title ?? item.text.slice(0, 60)}
            </h3>
            <p className={shared.muted}>{texts.by(item.authorName)}</p>
          </Inline>
          {item.reported ? (
            <Versions item={item} reported={item.reported} />
          ) : item.title && item.text ? (
            <p className={styles.text}>{item.text}</p>
          ) : null}
          <p className={shared.muted}>
            <strong>{texts.reportCount(item.reportCount)}</strong> · {texts.firstReported(firstReportedLabel)}
          </p>
          <ul className={styles.list}>
            {item.reasons.map((reason) => (
              <li key={reason.label}>
                {reason.label} ({reason.count})
              </li>
            ))}
          </ul>
          {item.notes.length > 0 ? (
            <>
              <p className={shared.muted}>{texts.notes}</p>
              <ul className={styles.list}>
                {item.notes.map((note, index) => (
                  // Notes carry no id of their own; their order is the queue's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while shown.
                  <li key={index}>{note}</li>
                ))}
              </ul>
            </>
          ) : null}
          {errorText ? <Callout tone="danger">{errorText}</Callout> : null}
          {item.awaitsOther ? (
            <AwaitsOther reason={item.awaitsOther} />
          ) : (
            <Actions
              id={item.id}
              isBusy={isBusy}
              onKeep={onKeep}
              onRemove={onRemove}
              onWarn={onWarn}
              onMute={onMute}
            />
          )}
        </article>
      </Stack>
    </Card>
  );
}

/**
 * The version the reports judged beside the current one, when the author edited it since (spec 3:
 * Queue item): the moderator decides on what is there now, knowing what was reported.
 */
function Versions({ item, reported }: { item: ReportItem; reported: NonNullable<ReportItem['reported']> }) {
  const versions = [
    { label: texts.asReported, title: reported.title, text: reported.text, note: reported.imageChanged },
    { label: texts.asNow, title: item.title, text: item.text, note: false },
  ];
  return (
    <div className={styles.versions}>
      {versions.map((version) => (
        <Stack key={version.label} gap="xs" asChild>
          <section className={styles.version} aria-label={version.label}>
            <p className={shared.muted}>
              <strong>{version.label}</strong>
            </p>
            {version.title ? <p className={styles.title}>{version.title}</p> : null}
            {version.text ? <p className={styles.text}>{version.text}</p> : null}
            {version.note ? <p className={shared.muted}>{texts.imageChanged}</p> : null}
          </section>
        </Stack>
      ))}
    </div>
  );
}

type ActionsProps = Pick<ReportCardProps, 'onKeep' | 'onRemove' | 'onWarn' | 'onMute'> & {
  id: string;
  isBusy: boolean;
};

/** The card's actions and the panel each opens (the reason, the message, the length). */
function Actions({ id, isBusy, onKeep, onRemove, onWarn, onMute }: ActionsProps) {
  const [open, setOpen] = useState<Open>('none');
  const [words, setWords] = useState('');
  const toggle = (next: Open) => setOpen((current) => (current === next ? 'none' : next));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = words.trim();
    if (text.length < 3) return;
    if (open === 'remove') onRemove({ id, reason: text });
    if (open === 'warn') onWarn({ id, message: text });
  };
  return (
    <>
      <Inline align="stretch">
        <Button size="sm" tone="success" emphasis="soft" disabled={isBusy} onClick={() => onKeep({ id })}>
          {texts.keep}
        </Button>
        {panelOpeners.map(({ panel, tone }) => (
          <Button
            key={panel}
            size="sm"
            tone={tone}
            emphasis="soft"
            disabled={isBusy}
            aria-expanded={open === panel}
            onClick={() => toggle(panel)}
          >
            {texts[panel]}
          </Button>
        ))}
      </Inline>
      {open === 'remove' || open === 'warn' ? (
        <Stack gap="sm" asChild>
          <form onSubmit={submit}>
            <TextArea
              label={open === 'remove' ? texts.removeReason : texts.warnMessage}
              value={words}
              required
              minLength={3}
              maxLength={500}
              minRows={2}
              onChange={(event) => setWords(event.target.value)}
            />
            <Inline align="stretch">
              <Button
                type="submit"
                size="sm"
                tone={open === 'remove' ? 'danger' : 'warning'}
                disabled={isBusy || words.trim().length < 3}
              >
                {open === 'remove' ? texts.confirmRemove : texts.confirmWarn}
              </Button>
            </Inline>
          </form>
        </Stack>
      ) : null}
      {open === 'mute' ? (
        <Inline align="stretch">
          {([24, 168] as const).map((hours) => (
            <Button
              key={hours}
              size="sm"
              tone="default"
              disabled={isBusy}
              onClick={() => onMute({ id, hours })}
            >
              {hours === 24 ? texts.mute24 : texts.mute168}
            </Button>
          ))}
        </Inline>
      ) : null}
    </>
  );
}
