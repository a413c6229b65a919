// The SQL of the map: the drawn polygon of an area.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { areas } from '../../db/schema.ts';

/** A polygon point, relative to the drawing (0 to 1 on each axis). */
export type PolygonPoint = { x: number; y: number };

/** Replaces the area's polygon. */
export async function saveAreaPolygon(db: Database, areaId: string, polygon: PolygonPoint[]): Promise<void> {
  await db
    .update(areas)
    .set({ polygon: polygon.map(({ x, y }) => ({ x, y })) })
    .where(eq(areas.id, areaId));
}
