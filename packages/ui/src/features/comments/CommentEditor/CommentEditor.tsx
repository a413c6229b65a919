import { canSendCommentText } from '@vizinhos/domain';
import { type KeyboardEvent, useState } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { TextArea } from '../../../primitives/TextArea/TextArea.tsx';
import { commentsTexts } from '../comments.texts.ts';
import * as styles from './CommentEditor.css.ts';

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
    <div className={styles.root}>
      <TextArea
        label={commentsTexts.editLabel}
        labelHidden
        hint={commentsTexts.editHint}
        minRows={3}
        maxRows={10}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.actions}>
        <Button size="sm" emphasis="ghost" tone="default" onClick={onCancel}>
          {commonTexts.cancel}
        </Button>
        <Button size="sm" disabled={!canSave} onClick={() => onSave({ text })}>
          {commentsTexts.save}
        </Button>
      </div>
    </div>
  );
}
