import { canSendCommentText } from '@vizinhos/domain';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { texts } from '../texts/texts.ts';
import { editor, editorActions } from './CommentItem.css.ts';

/** Props of CommentEditor. */
export type CommentEditorProps = {
  initialText: string;
  onSave: (change: { text: string }) => void;
  onCancel: () => void;
};

/** Inline edit (doc 2 §5): Ctrl or Cmd+Enter saves, Esc cancels, empty text cannot be saved. */
export function CommentEditor({ initialText, onSave, onCancel }: CommentEditorProps) {
  const [text, setText] = useState(initialText);
  const canSave = canSendCommentText(text);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (canSave) onSave({ text });
    }
  };
  return (
    <div className={editor}>
      <TextArea
        label={texts.comment.editLabel}
        labelHidden
        hint={texts.comment.editHint}
        minRows={3}
        maxRows={10}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={editorActions}>
        <Button size="sm" emphasis="ghost" tone="default" onClick={onCancel}>
          {texts.comment.cancel}
        </Button>
        <Button size="sm" disabled={!canSave} onClick={() => onSave({ text })}>
          {texts.comment.save}
        </Button>
      </div>
    </div>
  );
}
