// The SQL of the map: the boundary of an area, drawn on the canvas (spec) or on the real map.
import type { LatLng, PolygonPoint } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { areas } from '../../db/schema.ts';

/** What an area's boundary holds: the canvas polygon (0..1) and the outline in degrees, each optional. */
export type AreaBoundary = { polygon: PolygonPoint[] | null; outline: LatLng[] | null };

/** Replaces the parts of the area's boundary that were sent. */
export async function saveAreaBoundary(
  db: Database,
  areaId: string,
  boundary: Partial<AreaBoundary>,
): Promise<void> {
  await db.update(areas).set(boundary).where(eq(areas.id, areaId));
}

/** The area's boundary; both parts null when nothing was drawn. */
export async function loadAreaBoundary(db: Database, areaId: string): Promise<AreaBoundary> {
  const [row] = await db
    .select({ polygon: areas.polygon, outline: areas.outline })
    .from(areas)
    .where(eq(areas.id, areaId));
  return { polygon: row?.polygon ?? null, outline: row?.outline ?? null };
}
