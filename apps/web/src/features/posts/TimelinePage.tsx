import { categoryDisplayName, DEFAULT_CATEGORY, readCategorySlug } from '@vizinhos/domain';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../views/NotFoundPage.tsx';
import { ViewPlaceholder } from '../../views/ViewPlaceholder.tsx';

/** `/` and `/categoria/:slug`: the timeline, all categories or one; the posts issue fills it. */
export function TimelinePage() {
  const { slug } = useParams();
  const category = slug === undefined ? DEFAULT_CATEGORY : readCategorySlug(slug);
  if (category === undefined) return <NotFoundPage />;
  return <ViewPlaceholder view="timeline" title={categoryDisplayName(category)} />;
}
