import type { ObjectivityMark } from '@vizinhos/domain';
import { useId } from 'react';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import type { Tone } from '../../../theme/contract.css.ts';
import { editorTexts } from '../editor.texts.ts';
import * as styles from './ObjectivityResultModal.css.ts';

/** What an analysis found, as the caller computed it (the analyser's answer, the domain's objectivityLabel and coach). */
export type ObjectivityResult = {
  /** The score, 0 to 100 (spec: Entities and their fields: objectivity as a percentage). */
  objectivity: number;
  /** "excelente", "moderada", "baixa" or "muito baixa" and its tone (spec: Business constants and limits). */
  label: string;
  tone: Tone;
  suggestions: readonly string[];
  /** The text that was analysed and the coach's marks on it. */
  text: string;
  marks: readonly ObjectivityMark[];
};

/** Props of ObjectivityResultModal. */
export type ObjectivityResultModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  result: ObjectivityResult | undefined;
  /** Why it opened: the automatic check blocked publishing (below 70) or a manual analysis did not approve (below 60). */
  reason: 'blocked' | 'notApproved';
};

/** The objectivity analysis result modal (spec: Screens and routes, Validation rules): percentage, label, suggestions and the marked words. */
export function ObjectivityResultModal({ open, onOpenChange, result, reason }: ObjectivityResultModalProps) {
  const suggestionsId = useId();
  const marksId = useId();
  return (
    <Dialog.Root open={open && result !== undefined} onOpenChange={onOpenChange}>
      <Dialog.Content width="32rem">
        <Dialog.Title>{editorTexts.resultTitle}</Dialog.Title>
        <Dialog.Description>
          {reason === 'blocked' ? editorTexts.resultBlocked : editorTexts.resultNotApproved}
        </Dialog.Description>
        {result ? (
          <Stack gap="md">
            <Inline gap="md">
              <span className={styles.percentage}>
                <VisuallyHidden>{editorTexts.resultScore}: </VisuallyHidden>
                {result.objectivity}%
              </span>
              <Badge tone={result.tone}>{editorTexts.resultLabel(result.label)}</Badge>
            </Inline>
            {result.suggestions.length > 0 ? (
              <section aria-labelledby={suggestionsId}>
                <h3 id={suggestionsId} className={styles.sectionTitle}>
                  {editorTexts.resultSuggestions}
                </h3>
                <Stack gap="xs" asChild>
                  <ul className={styles.list}>
                    {result.suggestions.map((suggestion) => (
                      <li key={suggestion}>{suggestion}</li>
                    ))}
                  </ul>
                </Stack>
              </section>
            ) : null}
            {result.marks.length > 0 ? (
              <section aria-labelledby={marksId}>
                <h3 id={marksId} className={styles.sectionTitle}>
                  {editorTexts.coachMarksHeading}
                </h3>
                <Stack gap="xs" asChild>
                  <ul className={styles.list}>
                    {result.marks.map((mark) => (
                      <li key={`${mark.start}-${mark.end}`}>
                        <span className={styles.markedWord}>{result.text.slice(mark.start, mark.end)}</span>:{' '}
                        {mark.reason}
                      </li>
                    ))}
                  </ul>
                </Stack>
              </section>
            ) : null}
            <Inline gap="none" justify="end" align="stretch" wrap={false}>
              <Dialog.Close asChild>
                <Button>{editorTexts.resultBackToEdit}</Button>
              </Dialog.Close>
            </Inline>
          </Stack>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
