// Story harness: the editor holds no text of its own, so this keeps it as the app would, and the
// domain decides whether it may be saved.
import { canSendCommentText } from '@vizinhos/domain';
import { useState } from 'react';
import { CommentEditor, type CommentEditorProps } from './CommentEditor.tsx';

/** Props of CommentEditorStory: the comment's text when the edit opens, and the callbacks. */
export type CommentEditorStoryProps = Omit<CommentEditorProps, 'text' | 'canSend' | 'onTextChange'> & {
  initialText: string;
};

/** A CommentEditor whose text lives in React state and whose `canSend` comes from the domain. */
export function CommentEditorStory({ initialText, ...rest }: CommentEditorStoryProps) {
  const [text, setText] = useState(initialText);
  return (
    <CommentEditor
      text={text}
      canSend={canSendCommentText(text)}
      onTextChange={({ text: next }) => setText(next)}
      {...rest}
    />
  );
}
