/** The image of a post, or undefined when there is none (spec: Entities and their fields: missing.png is a placeholder). */
export function normalizeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url === '' || /missing\.png$/i.test(url)) return undefined;
  // A protocol-relative address would inherit http on an http page; spec: Entities and their fields says treat it as https.
  return url.startsWith('//') ? `https:${url}` : url;
}
