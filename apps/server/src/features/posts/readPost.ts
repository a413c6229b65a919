import type { RouteContext } from '../../http/routeContext.ts';
import { loadAreaPostView, type PostView, withViewerMarks } from './postViews.ts';

/** Who reads a post: a resident of its area, with their own votes and marks. */
type PostReader = { id: string; areaId: string };

/**
 * One post of the reader's area as they see it, the one way it is read (GET posts/{id} and the page
 * the server paints at `/posts/{id}`), or undefined (unknown, or another area's): like the
 * timeline's pages (readTimelinePage), the post as the area sees it once between writes, the
 * reader's own marks once per reader, both from the read cache.
 */
export async function readPost(
  { db, reads }: Pick<RouteContext, 'db' | 'reads'>,
  reader: PostReader,
  id: string,
): Promise<PostView | undefined> {
  const key = JSON.stringify(['post', reader.areaId, id]);
  const [view] = await reads.get(`${key}:${reader.id}`, async () => {
    const shared = await reads.get(key, () => loadAreaPostView(db, id, reader.areaId));
    return shared ? withViewerMarks(db, [shared], reader.id) : [];
  });
  return view;
}
