/** The request headers that Fetch Metadata CSRF defence looks at. */
export type FetchMetadata = {
  method: string;
  secFetchSite: string | undefined;
  origin: string | undefined;
  /** The server's own origin as the browser sees it (scheme://host[:port]). */
  ownOrigin: string;
};

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a state-changing request does not come from our own pages: Sec-Fetch-Site is anything
 * but `same-origin` (`same-site` is a sibling subdomain someone else may run, `none` a request no
 * page of ours made), or, where the browser sent no Sec-Fetch-Site, its Origin is not ours. With
 * neither header it is not a browser request, so there is no ambient cookie to abuse and it passes.
 */
export function isCrossSiteRequest({ method, ...metadata }: FetchMetadata): boolean {
  if (safeMethods.has(method.toUpperCase())) return false;
  return isCrossSiteOrigin(metadata);
}

/**
 * The same test whatever the method: for a WebSocket upgrade, a GET that opens a channel of the
 * user's private live data, so another site must not open it with the user's cookie.
 */
export function isCrossSiteOrigin({
  secFetchSite,
  origin,
  ownOrigin,
}: Omit<FetchMetadata, 'method'>): boolean {
  if (secFetchSite !== undefined) return secFetchSite !== 'same-origin';
  if (origin !== undefined) return origin === 'null' || origin.toLowerCase() !== ownOrigin.toLowerCase();
  return false;
}
