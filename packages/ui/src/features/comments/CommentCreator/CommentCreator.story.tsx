// Story harness: the creator holds no text of its own, so this keeps the draft as the app would,
// and the domain decides whether it may be sent.
import { canSendCommentText } from '@vizinhos/domain';
import { useState } from 'react';
import { CommentCreator, type CommentCreatorProps } from './CommentCreator.tsx';

/** Props of CommentCreatorStory: the draft it starts with, and the callbacks. */
export type CommentCreatorStoryProps = Omit<CommentCreatorProps, 'text' | 'canSend' | 'onTextChange'> & {
  initialText: string;
};

/** A CommentCreator whose draft lives in React state and whose `canSend` comes from the domain. */
export function CommentCreatorStory({ initialText, ...rest }: CommentCreatorStoryProps) {
  const [text, setText] = useState(initialText);
  return (
    <CommentCreator
      text={text}
      canSend={canSendCommentText(text)}
      onTextChange={({ text: next }) => setText(next)}
      {...rest}
    />
  );
}
