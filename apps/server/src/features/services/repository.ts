// The SQL of the services directory: an area's services with their authors' names, and the
// author's own writes. Another area's service reads as unknown.
import type { ServiceDraft } from '@vizinhos/domain';
import { and, asc, eq } from 'drizzle-orm';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { services, users } from '../../db/schema.ts';

/** A stored service with its author's username. */
export type ServiceRow = typeof services.$inferSelect & { authorName: string };

const withAuthor = { service: services, authorName: users.username };

/** Every service of the area, oldest first (the client orders them by name). */
export async function listAreaServices(
  db: Database,
  areaId: string,
  page: { limit: number; offset: number },
): Promise<ServiceRow[]> {
  const rows = await db
    .select(withAuthor)
    .from(services)
    .innerJoin(users, eq(users.id, services.authorId))
    .where(eq(services.areaId, areaId))
    .orderBy(asc(services.createdAt), asc(services.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ service, authorName }) => ({ ...service, authorName }));
}

/** The area's service of that id, or undefined (unknown, or another area's: the same answer). */
export async function findAreaService(
  db: Database,
  id: string,
  areaId: string,
): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(services)
    .innerJoin(users, eq(users.id, services.authorId))
    .where(and(eq(services.id, id), eq(services.areaId, areaId)))
    .limit(1);
  return row ? { ...row.service, authorName: row.authorName } : undefined;
}

/** Writes a new service of the area; returns its id. */
export async function insertService(
  db: Database,
  input: { areaId: string; authorId: string; draft: ServiceDraft; now: Date },
): Promise<string> {
  const id = createId();
  await db.insert(services).values({
    id,
    areaId: input.areaId,
    authorId: input.authorId,
    ...input.draft,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return id;
}

/** Replaces a service's fields. */
export async function updateService(db: Database, id: string, draft: ServiceDraft, now: Date): Promise<void> {
  await db
    .update(services)
    .set({ ...draft, updatedAt: now })
    .where(eq(services.id, id));
}

/** Removes a service. */
export async function deleteService(db: Database, id: string): Promise<void> {
  await db.delete(services).where(eq(services.id, id));
}
