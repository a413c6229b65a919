// Posts with an image each, written straight into the database: the load of the backup tests and bench.
import { randomBytes } from 'node:crypto';
import { createId } from '../../src/auth/createToken.ts';
import type { Database } from '../../src/db/openDatabase.ts';
import { images, posts } from '../../src/db/schema.ts';

/** Writes `count` posts by the author, each with its own image of `imageBytes` random bytes. */
export async function writePostsWithImages(
  db: Database,
  author: { id: string; areaId: string },
  count: number,
  imageBytes = 16 * 1024,
  batch = 100,
): Promise<void> {
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const made = Array.from({ length: size }, (_, offset) => {
      const imageId = createId();
      return {
        image: {
          id: imageId,
          ownerId: author.id,
          areaId: author.areaId,
          mimeType: 'image/jpeg',
          bytes: randomBytes(imageBytes),
          alt: `Foto ${start + offset}`,
        },
        post: {
          id: createId(),
          areaId: author.areaId,
          authorId: author.id,
          title: `Post ${start + offset} com acentuação: ção, ü, "aspas" e \\ barra`,
          text: `Texto do post ${start + offset}\ncom duas linhas`,
          category: 'Geral',
          imageId,
        },
      };
    });
    await db.transaction(async (tx) => {
      await tx.insert(images).values(made.map((one) => one.image));
      await tx.insert(posts).values(made.map((one) => one.post));
    });
  }
}
