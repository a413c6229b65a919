import sharp from 'sharp';
import { sniffImageType } from '../../http/sniffImageType.ts';

/** An upload decoded and written again: only pixels survive, in a type the browser shows. */
export type ReencodedImage = { mimeType: 'image/png' | 'image/jpeg' | 'image/webp'; bytes: Buffer };

/** Longest side an image keeps; larger ones are scaled down, never up. */
const maxImageSide = 2048;
/** Images with more pixels than this are refused before decoding (decompression bombs). */
const maxInputPixels = 40_000_000;

/**
 * Decodes an upload with a real image library and encodes its pixels again, so nothing but the
 * picture survives: EXIF (a phone photo's GPS position), XMP, comments and bytes appended after
 * the image (an HTML page) are gone. Turned upright by its EXIF orientation first, scaled to fit
 * `maxImageSide`, and written in the type it was sent in; a GIF becomes a PNG (its first frame).
 * Null when the bytes are not a PNG, JPEG, GIF or WebP image that decodes.
 */
export async function reencodeImage(bytes: Buffer): Promise<ReencodedImage | null> {
  const sent = sniffImageType(bytes);
  if (!sent) return null;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width: maxImageSide, height: maxImageSide, fit: 'inside', withoutEnlargement: true });
    if (sent === 'image/jpeg')
      return { mimeType: sent, bytes: await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer() };
    if (sent === 'image/webp') return { mimeType: sent, bytes: await image.webp({ quality: 85 }).toBuffer() };
    return { mimeType: 'image/png', bytes: await image.png({ compressionLevel: 9 }).toBuffer() };
  } catch {
    return null;
  }
}
