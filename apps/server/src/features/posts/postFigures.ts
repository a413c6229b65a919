import type { WirePost } from '@vizinhos/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { posts } from '../../db/schema.ts';
import { loadPostTotals, loadPostViews } from './postViews.ts';
import { toWirePost } from './toWirePost.ts';

/** Profile activity shows this many posts (spec: Business constants and limits). */
const activityLength = 10;

/** A resident's post figures in the reader's area, as the reader sees them: how many, their mean objectivity, the latest ten. */
export async function loadPostFigures(
  db: Database,
  userId: string,
  reader: { id: string; areaId: string },
): Promise<{ postCount: number; averageObjectivity: number | null; activity: WirePost[] }> {
  const totals = await loadPostTotals(db, userId, reader.areaId);
  const mine = and(eq(posts.authorId, userId), eq(posts.areaId, reader.areaId));
  const latest = await loadPostViews(db, mine, reader.id, { limit: activityLength });
  return {
    ...totals,
    activity: latest.map((view) => toWirePost(view, { includeStats: true, includeComments: false })),
  };
}
