/** A registered route as far as the method check needs it. */
type Route = { method: string; url: string };

/**
 * The methods registered for a path (`:param` matching one segment), so that a known address
 * called with another method answers 405 with `Allow`, and an unknown one 404.
 */
export function createAllowedMethods(routes: readonly Route[]): (path: string) => string[] {
  let compiled: Array<{ method: string; pattern: RegExp }> | null = null;
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (path) => {
    compiled ??= routes.map(({ method, url }) => ({
      method,
      pattern: new RegExp(
        `^${url
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
          .join('/')}$`,
      ),
    }));
    return [...new Set(compiled.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method))];
  };
}
