/** Image types accepted for uploads. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image type told by the file's first bytes (never by its name or declared type), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && bytes.length > 24)
    return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length > 4) return 'image/jpeg';
  if (
    (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
      startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) &&
    bytes.length > 13
  )
    return 'image/gif';
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8) &&
    bytes.length > 16
  )
    return 'image/webp';
  return null;
}
