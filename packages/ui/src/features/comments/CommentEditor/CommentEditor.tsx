import type { KeyboardEvent } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextArea } from '../../../primitives/TextArea/TextArea.tsx';
import { commentsTexts } from '../comments.texts.ts';

/** Props of CommentEditor. */
export type CommentEditorProps = {
  /** The text being edited; the caller holds it. */
  text: string;
  /** Whether the text may be saved (the domain's canSendCommentText): blank text may not. */
  canSend: boolean;
  onTextChange: (change: { text: string }) => void;
  onSave: (change: { text: string }) => void;
  onCancel: () => void;
};

/** Inline edit (spec: Validation rules): Ctrl or Cmd+Enter saves, Esc cancels, empty text cannot be saved. */
export function CommentEditor({ text, canSend, onTextChange, onSave, onCancel }: CommentEditorProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (canSend) onSave({ text });
    }
  };
  return (
    // The inline editor: the text area over its actions.
    <Stack gap="xs">
      <TextArea
        label={commentsTexts.editLabel}
        labelHidden
        hint={commentsTexts.editHint}
        minRows={3}
        maxRows={10}
        value={text}
        autoFocus
        onChange={(event) => onTextChange({ text: event.target.value })}
        onKeyDown={onKeyDown}
      />
      {/* Cancel and save, on the right. */}
      <Inline gap="xs" justify="end" align="stretch" wrap={false}>
        <Button size="sm" emphasis="ghost" tone="default" onClick={onCancel}>
          {commonTexts.cancel}
        </Button>
        <Button size="sm" disabled={!canSend} onClick={() => onSave({ text })}>
          {commentsTexts.save}
        </Button>
      </Inline>
    </Stack>
  );
}
