import { Button, Card } from '@vizinhos/ui';
import { useId } from 'react';
import { useParams } from 'react-router';
import { placeholderTexts } from './placeholderTexts.ts';

/** The route /posts/{postId} (doc 1 §2): a back link now; the single post view arrives with the posts issue. */
export function PostPlaceholder({ onBack }: { onBack: () => void }) {
  const { postId } = useParams();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-post-id={postId}>
      <Card>
        <Button emphasis="ghost" tone="default" onClick={onBack}>
          {placeholderTexts.backToTimeline}
        </Button>
        <h1 id={headingId}>{placeholderTexts.post}</h1>
      </Card>
    </section>
  );
}
