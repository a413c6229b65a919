import { Button, Card } from '@vizinhos/ui';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../paths.ts';
import { placeholderTexts } from '../../views/views.texts.ts';

/** `/posts/:postId` (the spec's single post view): a way back now; the posts issue fills it. */
export function PostPage() {
  const { postId } = useParams();
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-post-id={postId}>
      <Card>
        <Button emphasis="ghost" tone="default" onClick={() => navigate(paths.home)}>
          {placeholderTexts.backToTimeline}
        </Button>
        <h1 id={headingId}>{placeholderTexts.post}</h1>
      </Card>
    </section>
  );
}
