import { reserve } from '../../auth/rateLimit.ts';
import { formatBytes } from '../../http/formatBytes.ts';
import { httpError, tooManyRequests } from '../../http/httpError.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { imagesTexts } from './images.texts.ts';
import { reencodeImage } from './reencodeImage.ts';
import { insertImage, storedTotals } from './repository.ts';

const hourMs = 60 * 60_000;

/**
 * Takes an uploaded file from a resident: the quota first (per hour: 429 with Retry-After; in all:
 * 413, each naming the real limit), reserved before the costly decode; then the re-encoding, which
 * refuses anything that is not an image (415); then the store under a random id. `areaId` is the
 * area that may see it (a post's), or null for an avatar, which follows its owner's area; `alt` is
 * the text alternative its author wrote (a post's image), already checked.
 */
export async function storeUpload(
  context: RouteContext,
  upload: { ownerId: string; areaId: string | null; bytes: Buffer; alt?: string | null },
): Promise<string> {
  const { db, uploadQuota: quota } = context;
  const { perHour, total } = quota;
  const size = upload.bytes.byteLength;
  // Reserved here rather than declared on a route (auth/routeRules.ts): it counts the bytes of the
  // file, known once the form is read, for every route that takes an image (a post, its edit, an
  // avatar) and only when one is sent; its figures are set per app (`uploadQuota`), not in writeRules.
  const hourly = await reserve(
    db,
    `upload:${upload.ownerId}`,
    { hits: perHour.count, amount: perHour.bytes, windowMs: hourMs },
    context.now(),
    size,
  );
  if (!hourly.ok)
    throw tooManyRequests(
      imagesTexts.hourlyQuota(perHour.count, formatBytes(perHour.bytes)),
      hourly.retryAfterS,
    );
  const stored = await storedTotals(db, upload.ownerId);
  if (stored.count + 1 > total.count || stored.bytes + size > total.bytes)
    throw httpError(413, imagesTexts.totalQuota(total.count, formatBytes(total.bytes)));
  const image = await reencodeImage(upload.bytes);
  if (!image) throw httpError(415, imagesTexts.imageInvalid);
  return insertImage(db, {
    ownerId: upload.ownerId,
    areaId: upload.areaId,
    alt: upload.alt ?? null,
    ...image,
  });
}
