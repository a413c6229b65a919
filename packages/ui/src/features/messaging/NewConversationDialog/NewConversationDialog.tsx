import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { messagingTexts as texts } from '../messaging.texts.ts';
import { ResidentPicker, type ResidentPickerProps } from '../ResidentPicker/ResidentPicker.tsx';
import * as styles from './NewConversationDialog.css.ts';

/** Props of NewConversationDialog. */
export type NewConversationDialogProps = Omit<ResidentPickerProps, 'className' | 'excludedIds'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A title is offered only for more than one participant (the domain's offersConversationTitle). */
  isTitleOffered: boolean;
  /** Why it cannot be created yet (the domain's validateNewConversation: at least one participant), shown after a try. */
  validationError?: string | undefined;
  /** The creation failed; what was chosen stays. */
  errorText?: string | undefined;
  isCreating?: boolean;
  /** Create it with the chosen residents and, for a group, the title typed. */
  onCreate: (request: { title: string | undefined }) => void;
  trigger?: ReactNode;
};

/** The new-conversation modal (spec: Messaging app, Validation rules). */
export function NewConversationDialog({
  open,
  onOpenChange,
  isTitleOffered,
  validationError,
  errorText,
  isCreating = false,
  onCreate,
  trigger,
  ...picker
}: NewConversationDialogProps) {
  const [title, setTitle] = useState('');
  const [hasTried, setTried] = useState(false);
  const descriptionId = useId();
  const shownError = (hasTried ? validationError : undefined) ?? errorText;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content width="480px" aria-describedby={descriptionId}>
        <Dialog.Title>{texts.newConversation}</Dialog.Title>
        <Dialog.Description id={descriptionId}>{texts.searchHint}</Dialog.Description>
        <Stack gap="md" asChild>
          <form
            className={styles.form}
            aria-busy={isCreating || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              setTried(true);
              if (validationError || isCreating) return;
              onCreate({ title: isTitleOffered && title.trim() ? title.trim() : undefined });
            }}
          >
            <ResidentPicker {...picker} />
            {isTitleOffered ? (
              <TextField
                label={texts.titleLabel}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
              />
            ) : null}
            {shownError ? (
              <p role="alert" className={styles.error}>
                {shownError}
              </p>
            ) : null}
            <Inline justify="end" align="stretch" wrap={false}>
              <Button type="submit" isLoading={isCreating}>
                {texts.create}
              </Button>
            </Inline>
          </form>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
