import { toSearchKey } from '@vizinhos/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { createId } from '../auth/createToken.ts';
import { hashPassword } from '../auth/hashPassword.ts';
import type { Database } from '../db/openDatabase.ts';
import { areas, municipalities, users } from '../db/schema.ts';
import { demoAreaOutline } from './demoAreaOutline.ts';
import { demoArea, demoLogin, demoMembers } from './demoMembers.ts';
import { seedDemoComments } from './seedDemoComments.ts';
import { seedDemoConversations } from './seedDemoConversations.ts';
import { seedDemoNotifications } from './seedDemoNotifications.ts';
import { seedDemoPolls } from './seedDemoPolls.ts';
import { seedDemoPosts } from './seedDemoPosts.ts';
import { seedDemoServices } from './seedDemoServices.ts';

/** What the seed made, so that later seeds (posts, conversations) can build on it. */
export type DemoSeed = { areaId: string; userIds: Map<string, string> };

/**
 * Seeds the demo neighbourhood when the database has no users: its members, then their posts dated
 * back from `now` with the comments under them; later issues add conversations by extending this
 * function with the returned ids. Returns null when skipped.
 */
export async function seedDemo(db: Database, now: Date = new Date()): Promise<DemoSeed | null> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return null;
  const [city] = await db
    .select({ id: municipalities.id })
    .from(municipalities)
    .where(
      and(
        eq(municipalities.searchKey, toSearchKey(demoArea.city)),
        eq(municipalities.stateCode, demoArea.state),
      ),
    )
    .limit(1);
  if (!city) throw new Error('geography seed missing: São Paulo not found');
  // One hash for everyone: scrypt is slow on purpose, and every demo resident shares the password.
  const passwordHash = await hashPassword(demoLogin.password);
  const areaId = createId();
  const userIds = new Map<string, string>();
  const day = 24 * 60 * 60_000;
  const start = Date.UTC(2024, 0, 15);
  await db.transaction(async (tx) => {
    await tx.insert(areas).values({
      id: areaId,
      name: demoArea.name,
      searchKey: toSearchKey(demoArea.name),
      municipalityId: city.id,
      latitude: demoArea.latitude,
      longitude: demoArea.longitude,
      outline: demoAreaOutline,
    });
    await tx.insert(users).values(
      demoMembers.map((member, index) => {
        const id = createId();
        userIds.set(member.username, id);
        return {
          id,
          username: member.username,
          email: `${member.username.replace(/[._]/g, '')}@vizinhos.example`,
          firstName: member.firstName,
          lastName: member.lastName,
          summary: member.summary,
          passwordHash,
          role: member.role,
          areaId,
          stompKey: createId(),
          inviteCode: createId(),
          activated: true,
          createdAt: new Date(start + index * 11 * day),
        };
      }),
    );
  });
  await seedDemoPosts(db, { areaId, userIds }, now);
  await seedDemoPolls(db, { areaId, userIds }, now);
  await seedDemoComments(db, { areaId, userIds }, now);
  await seedDemoConversations(db, { areaId, userIds }, now);
  await seedDemoServices(db, { areaId, userIds }, now);
  await seedDemoNotifications(db, { areaId, userIds }, now);
  return { areaId, userIds };
}

/** Whether the database holds the demo residents (their shared login's account, seeded above). */
export async function hasDemoResidents(db: Database): Promise<boolean> {
  const [found] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(sql`lower(${users.username})`, demoLogin.username));
  return (found?.n ?? 0) > 0;
}
