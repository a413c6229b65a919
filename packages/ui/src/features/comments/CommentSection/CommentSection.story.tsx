// Story harness: a comment section fed the way the app feeds it, every rule computed by the domain.
import { type Comment, canSendCommentText, commentViews } from '@vizinhos/domain';
import { CommentSection, type CommentSectionProps } from './CommentSection.tsx';

/** Props of CommentSectionStory: the comments and the reader, as the stories state them. */
export type CommentSectionStoryProps = Omit<CommentSectionProps, 'views' | 'isSignedIn' | 'canSendText'> & {
  comments: readonly Comment[];
  now: Date;
  currentUsername?: string | undefined;
};

/** A CommentSection whose views come from the domain, as in the app. */
export function CommentSectionStory({ comments, now, currentUsername, ...rest }: CommentSectionStoryProps) {
  return (
    <CommentSection
      views={commentViews(comments, { now, currentUsername })}
      isSignedIn={currentUsername !== undefined}
      canSendText={canSendCommentText}
      {...rest}
    />
  );
}
