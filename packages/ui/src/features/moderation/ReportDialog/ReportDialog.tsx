import type { ReportReason } from '@vizinhos/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { RadioGroup } from '../../../primitives/RadioGroup/RadioGroup.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextArea } from '../../../primitives/TextArea/TextArea.tsx';
import { moderationUiTexts as texts } from '../moderation.texts.ts';
import * as styles from './ReportDialog.css.ts';

const reasons: readonly ReportReason[] = ['spam', 'ofensivo', 'falso', 'privacidade', 'outro'];

/** Props of ReportDialog. */
export type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is reported: the title says it. */
  kind: 'post' | 'comment';
  /** Sending: the button says "Enviando..." and waits. */
  isSending?: boolean;
  /** The refusal, shown in the dialog; what was chosen and typed stays. */
  errorText?: string | null | undefined;
  onSubmit: (input: { reason: ReportReason; note: string }) => void;
};

/**
 * Reportar (spec 3: Screens and routes): five reasons, a note (needed for Outro), Cancelar and
 * Enviar. The reporter is never shown to the author, and the dialog says so.
 */
export function ReportDialog({
  open,
  onOpenChange,
  kind,
  isSending = false,
  errorText,
  onSubmit,
}: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | undefined>(undefined);
  const [note, setNote] = useState('');
  const noteNeeded = reason === 'outro';
  const ready = reason !== undefined && (!noteNeeded || note.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason && ready) onSubmit({ reason, note: note.trim() });
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content width="28rem">
        <Dialog.Title>{kind === 'post' ? texts.reportPost : texts.reportComment}</Dialog.Title>
        <Dialog.Description>{texts.reportWhy}</Dialog.Description>
        <Stack gap="md" asChild>
          <form onSubmit={submit}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{texts.reasonsLegend}</legend>
              <RadioGroup.Root
                value={reason ?? ''}
                onValueChange={(value) => setReason(value as ReportReason)}
                aria-label={texts.reasonsLegend}
              >
                {reasons.map((value) => (
                  <RadioGroup.Item key={value} value={value}>
                    {texts.reasons[value]}
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            </fieldset>
            <TextArea
              label={noteNeeded ? texts.noteRequired : texts.note}
              value={note}
              maxLength={300}
              required={noteNeeded}
              minRows={2}
              maxRows={4}
              onChange={(event) => setNote(event.target.value)}
            />
            {errorText ? <Callout tone="danger">{errorText}</Callout> : null}
            <Inline justify="end" align="stretch" wrap={false}>
              <Dialog.Close asChild>
                <Button emphasis="ghost" tone="default" type="button">
                  {texts.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" tone="danger" disabled={!ready} isLoading={isSending}>
                {isSending ? texts.sending : texts.send}
              </Button>
            </Inline>
          </form>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
