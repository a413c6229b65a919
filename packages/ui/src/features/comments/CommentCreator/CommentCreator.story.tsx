// Story harness: the creator holds no text of its own, so this keeps the draft as the app would,
// and the domain decides whether it may be sent and, when `coached`, whether the tone nudge shows.
import { canSendCommentText, commentNudge } from '@vizinhos/domain';
import { useState } from 'react';
import { CommentCreator, type CommentCreatorProps } from './CommentCreator.tsx';

/** Props of CommentCreatorStory: the draft it starts with, and the callbacks. */
export type CommentCreatorStoryProps = Omit<CommentCreatorProps, 'text' | 'canSend' | 'onTextChange'> & {
  initialText: string;
  /** Run the domain's commentNudge on the text as the app does (without its pause in the typing). */
  coached?: boolean;
};

/** A CommentCreator whose draft lives in React state and whose `canSend` comes from the domain. */
export function CommentCreatorStory({
  initialText,
  coached = false,
  onDismissNudge,
  errorText: initialError,
  onDiscard,
  ...rest
}: CommentCreatorStoryProps) {
  const [text, setText] = useState(initialText);
  const [errorText, setErrorText] = useState(initialError);
  const [dismissed, setDismissed] = useState(false);
  const nudge = coached && !dismissed ? commentNudge(text) : undefined;
  return (
    <CommentCreator
      text={text}
      canSend={canSendCommentText(text)}
      onTextChange={({ text: next }) => setText(next)}
      errorText={errorText}
      {...(onDiscard
        ? {
            onDiscard: () => {
              setText('');
              setErrorText(undefined);
              onDiscard();
            },
          }
        : {})}
      {...rest}
      {...(coached
        ? {
            nudge: nudge?.show ? { marks: nudge.marks } : undefined,
            onDismissNudge: () => {
              setDismissed(true);
              onDismissNudge?.();
            },
          }
        : {})}
    />
  );
}
