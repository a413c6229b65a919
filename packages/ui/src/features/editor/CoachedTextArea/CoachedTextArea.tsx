import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ObjectivityMark } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type MouseEvent, useId, useMemo, useRef, useState } from 'react';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { maxRowsVar, minRowsVar, root as textAreaRoot } from '../../../primitives/TextArea/TextArea.css.ts';
import type { Tone } from '../../../theme/contract.css.ts';
import { control, label as labelClass } from '../../../theme/field.css.ts';
import { cx } from '../../../utils/cx.ts';
import { editorTexts } from '../editor.texts.ts';
import * as styles from './CoachedTextArea.css.ts';
import { splitMarkedText } from './splitMarkedText.ts';

/** The live score as the caller computed it (the domain's coach and objectivityLabel). */
export type CoachScore = { value: number; label: string; tone: Tone };

/** Props of CoachedTextArea. */
export type CoachedTextAreaProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'value' | 'onChange' | 'children'
> & {
  label: string;
  /** Keep the label for screen readers only (the comment box names itself by its placeholder). */
  labelHidden?: boolean;
  value: string;
  onValueChange: (change: { text: string }) => void;
  /** The coach's marks on `value` (UTF-16 offsets, sorted, not overlapping); they may lag a little. */
  marks: readonly ObjectivityMark[];
  /** The live score; hidden while the text is empty. */
  score?: CoachScore | undefined;
  /**
   * Whether the field keeps a line for the score (the post editor); without it (the comment box) the
   * line appears only to show a focused mark's reason.
   */
  hasScoreLine?: boolean;
  hint?: string;
  minRows?: number;
  maxRows?: number;
};

/**
 * A text area that marks, in place, the words and signs that lower the objectivity, with the
 * reason on hover; the same marks are listed under it as buttons (focus shows the reason, and a
 * screen reader hears it; activating one selects the words in the text), and the score moves live.
 */
export function CoachedTextArea({
  label,
  labelHidden = false,
  value,
  onValueChange,
  marks,
  score,
  hasScoreLine = true,
  hint,
  minRows = 3,
  maxRows = 8,
  id,
  className,
  style,
  ...rest
}: CoachedTextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const scoreId = `${inputId}-score`;
  const hintId = `${inputId}-hint`;
  const listId = `${inputId}-marks`;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState<number | undefined>(undefined);
  const segments = useMemo(() => splitMarkedText(value, marks), [value, marks]);
  const active = activeIndex === undefined ? undefined : marks[activeIndex];
  const rows = assignInlineVars({ [minRowsVar]: String(minRows), [maxRowsVar]: String(maxRows) });

  // The marks lie under the text area, so the pointer is looked up through it.
  const onPointerMove = (event: MouseEvent<HTMLTextAreaElement>) => {
    const under = document
      .elementsFromPoint(event.clientX, event.clientY)
      .find((element) => element instanceof HTMLElement && element.dataset.markIndex !== undefined);
    const index = under instanceof HTMLElement ? Number(under.dataset.markIndex) : undefined;
    if (index !== activeIndex) setActiveIndex(index);
  };

  const selectMark = (mark: ObjectivityMark) => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(mark.start, Math.min(mark.end, value.length));
  };

  return (
    <Stack gap="xs" className={cx(styles.root, className)}>
      {labelHidden ? null : (
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
      )}
      <div className={styles.frame}>
        <div ref={backdropRef} aria-hidden="true" className={cx(control, styles.backdrop)} style={rows}>
          {segments.map((segment, index) =>
            segment.markIndex === undefined ? (
              segment.text
            ) : (
              <mark
                // Runs are positional: the same text always cuts into the same runs.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                data-mark-index={segment.markIndex}
                data-kind={marks[segment.markIndex]?.kind}
                data-active={segment.markIndex === activeIndex}
                className={styles.mark}
              >
                {segment.text}
              </mark>
            ),
          )}
          {/* A last line break keeps a trailing empty line as tall as in the text area. */}
          {'\n'}
        </div>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={minRows}
          value={value}
          aria-label={labelHidden ? label : undefined}
          aria-describedby={
            [hint ? hintId : undefined, score && hasScoreLine ? scoreId : undefined]
              .filter(Boolean)
              .join(' ') || undefined
          }
          {...rest}
          onChange={(event) => onValueChange({ text: event.target.value })}
          onScroll={(event) => {
            if (backdropRef.current) backdropRef.current.scrollTop = event.currentTarget.scrollTop;
          }}
          onMouseMove={onPointerMove}
          onMouseLeave={() => setActiveIndex(undefined)}
          style={{ ...style, ...rows }}
          className={cx(control, textAreaRoot, styles.input)}
        />
      </div>
      {hint ? (
        <span id={hintId} className={styles.listLabel}>
          {hint}
        </span>
      ) : null}
      {hasScoreLine || active ? (
        <Inline className={styles.status}>
          {hasScoreLine ? (
            <span id={scoreId} aria-live="polite">
              {score && value.trim() !== '' ? (
                <Badge tone={score.tone}>
                  {editorTexts.coachScore(score.value)} ({score.label})
                </Badge>
              ) : null}
            </span>
          ) : null}
          {active ? (
            <span aria-hidden="true" className={styles.reason}>
              “{value.slice(active.start, active.end)}”: {active.reason}
            </span>
          ) : null}
        </Inline>
      ) : null}
      {marks.length > 0 && value.trim() !== '' ? (
        <>
          <p id={listId} className={styles.listLabel}>
            {editorTexts.coachMarksHeading}
          </p>
          <Inline gap="xs" align="stretch" asChild>
            <ul aria-labelledby={listId} className={styles.list}>
              {marks.map((mark, index) => (
                <li key={`${mark.start}-${mark.end}`}>
                  <button
                    type="button"
                    data-active={index === activeIndex}
                    aria-describedby={`${listId}-${index}`}
                    className={styles.markButton}
                    onFocus={() => setActiveIndex(index)}
                    onBlur={() => setActiveIndex(undefined)}
                    onMouseEnter={() => setActiveIndex(index)}
                    onMouseLeave={() => setActiveIndex(undefined)}
                    onClick={() => selectMark(mark)}
                  >
                    {value.slice(mark.start, mark.end) || mark.reason}
                  </button>
                  <span id={`${listId}-${index}`} hidden>
                    {mark.reason}
                  </span>
                </li>
              ))}
            </ul>
          </Inline>
        </>
      ) : null}
    </Stack>
  );
}
