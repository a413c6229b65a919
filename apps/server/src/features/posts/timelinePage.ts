import { POSTS_PAGE_SIZE } from '@vizinhos/api';
import type { RouteContext } from '../../http/routeContext.ts';
import { loadAreaTimelinePage, type PostView, withViewerMarks } from './postViews.ts';

/** Who reads a timeline page: their area's posts, with their own votes. */
type TimelineReader = { id: string; areaId: string };

/**
 * One page of an area's timeline for one reader, the one way it is read (GET posts and the page the
 * server paints for `/`): the page as the whole area sees it once between writes, the reader's own
 * marks once per reader, both from the read cache.
 */
export async function readTimelinePage(
  { db, reads }: Pick<RouteContext, 'db' | 'reads'>,
  reader: TimelineReader,
  { category, page }: { category: string | undefined; page: number },
): Promise<PostView[]> {
  const timeline = { areaId: reader.areaId, category, page, pageSize: POSTS_PAGE_SIZE };
  const key = `posts:${timeline.areaId}:${category ?? ''}:${page}`;
  return reads.get(`${key}:${reader.id}`, async () =>
    withViewerMarks(db, await reads.get(key, () => loadAreaTimelinePage(db, timeline)), reader.id),
  );
}
