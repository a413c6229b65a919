/** The image of a post, or undefined when there is none (doc 2 §3: missing.png is a placeholder). */
export function normalizeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url === '' || /missing\.png$/i.test(url)) return undefined;
  // A protocol-relative address would inherit http on an http page; doc 2 §3 says treat it as https.
  return url.startsWith('//') ? `https:${url}` : url;
}
