import { COMMENT_PAGE_SIZE } from '@vizinhos/domain';
import type { Database } from '../../db/openDatabase.ts';
import { loadFirstCommentPages } from './commentPages.ts';
import { toWireComment, type WireCommentOut } from './toWireComment.ts';

/**
 * The first page of comments of each post, with their first replies, on the wire and keyed by post
 * id (spec: Calls: GET posts with include_comments): one query for the posts, one a reply level.
 */
export async function loadPostComments(
  db: Database,
  postIds: readonly string[],
  viewerId: string,
): Promise<Map<string, WireCommentOut[]>> {
  const pages = await loadFirstCommentPages(db, postIds, viewerId, COMMENT_PAGE_SIZE);
  return new Map([...pages].map(([postId, views]) => [postId, views.map(toWireComment)]));
}
