import { Button, Card } from '@vizinhos/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { notFoundTexts } from './views.texts.ts';

/** Any address the app does not know: says so, with the way back to the timeline. */
export function NotFoundPage() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-view="not-found">
      <Card>
        <h1 id={headingId}>{notFoundTexts.title}</h1>
        <p>{notFoundTexts.note}</p>
        <Button asChild emphasis="soft" tone="default">
          <Link to="/">{notFoundTexts.backHome}</Link>
        </Button>
      </Card>
    </section>
  );
}
