/** The STOMP versions this broker speaks, best first. */
export const supportedVersions = ['1.2', '1.1', '1.0'] as const;

/** The STOMP version both sides speak; a CONNECT without accept-version is STOMP 1.0. */
export function negotiateVersion(acceptVersion: string | undefined): string | undefined {
  if (acceptVersion === undefined) return '1.0';
  const offered = new Set(acceptVersion.split(',').map((version) => version.trim()));
  return supportedVersions.find((version) => offered.has(version));
}
