import { createId } from '../auth/createToken.ts';
import type { Database } from '../db/openDatabase.ts';
import { images, pollOptions, postFlags, posts, postVotes } from '../db/schema.ts';
import { paintDemoPicture } from './demoPictures.ts';
import { type DemoPicture, demoPosts } from './demoPosts.ts';

const hourMs = 60 * 60_000;

/**
 * Seeds the demo timeline: about forty posts dated back from `now` over three weeks, with their
 * votes and flags as real rows by other members (so the counters on the post match them), poll
 * options with answer counts, events past and future, located Segurança posts and painted images.
 */
export async function seedDemoPosts(
  db: Database,
  seed: { areaId: string; userIds: Map<string, string> },
  now: Date,
): Promise<void> {
  const members = [...seed.userIds.values()];
  const idOf = (username: string) => {
    const id = seed.userIds.get(username);
    if (!id) throw new Error(`demo post by unknown member ${username}`);
    return id;
  };
  await db.transaction(async (tx) => {
    const painted = new Map<DemoPicture, Buffer>();
    const bytesOf = (picture: DemoPicture) => {
      const bytes = painted.get(picture) ?? paintDemoPicture(picture);
      painted.set(picture, bytes);
      return bytes;
    };
    for (const [index, post] of demoPosts.entries()) {
      const authorId = idOf(post.author);
      let imageId: string | null = null;
      if (post.picture) {
        imageId = createId();
        await tx.insert(images).values({
          id: imageId,
          ownerId: authorId,
          areaId: seed.areaId,
          mimeType: 'image/png',
          bytes: bytesOf(post.picture),
        });
      }
      const id = createId();
      const createdAt = new Date(now.getTime() - post.hoursAgo * hourMs);
      // Voters and flaggers: other members, a different slice for each post.
      const others = members.filter((member) => member !== authorId);
      const pick = (count: number, shift: number) =>
        Array.from({ length: count }, (_, k) => others[(index * 7 + shift + k) % others.length] as string);
      const up = pick(post.up ?? 0, 0);
      const down = pick(post.down ?? 0, up.length);
      await tx.insert(posts).values({
        id,
        areaId: seed.areaId,
        authorId,
        title: post.title,
        text: post.text,
        category: post.category,
        type: post.poll ? 'poll' : post.eventInDays !== undefined ? 'event' : null,
        eventDate:
          post.eventInDays === undefined
            ? null
            : new Date(Math.round((now.getTime() + post.eventInDays * 24 * hourMs) / hourMs) * hourMs),
        longitude: post.location?.[0] ?? null,
        latitude: post.location?.[1] ?? null,
        imageId,
        objectivityScore: post.score ?? null,
        upvotes: up.length,
        downvotes: down.length,
        createdAt,
        updatedAt: createdAt,
      });
      if (post.poll)
        await tx.insert(pollOptions).values(
          post.poll.map(([label, responseCount], position) => ({
            id: createId(),
            postId: id,
            position,
            label,
            responseCount,
          })),
        );
      const votes = [
        ...up.map((userId) => ({ userId, direction: 'up' })),
        ...down.map((userId) => ({ userId, direction: 'down' })),
      ];
      if (votes.length)
        await tx.insert(postVotes).values(votes.map((vote) => ({ postId: id, ...vote, createdAt })));
      const flaggers = pick(post.flags ?? 0, up.length + down.length);
      if (flaggers.length)
        await tx.insert(postFlags).values(
          flaggers.map((userId, index) => ({
            postId: id,
            userId,
            // Pending reports with reasons, so the demo's moderators find a queue (spec 3).
            reason: post.flagReasons?.[index] ?? null,
            createdAt,
          })),
        );
    }
  });
}
