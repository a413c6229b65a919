/** Heart-beat periods in ms after negotiation; 0 means none in that direction. */
export type HeartbeatPlan = { outgoingMs: number; incomingMs: number };

/**
 * STOMP 1.2 "Heart-beating": the client says `cx,cy` (it can send every cx, wants every cy); the
 * server offers the same period both ways. Each direction is the larger of the two wishes, or
 * none when either side says 0. A missing or malformed header means no heart-beats (STOMP 1.0).
 */
export function negotiateHeartbeat(clientHeader: string | undefined, serverMs: number): HeartbeatPlan {
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(clientHeader ?? '');
  if (!match || serverMs <= 0) return { outgoingMs: 0, incomingMs: 0 };
  const clientSends = Number(match[1]);
  const clientWants = Number(match[2]);
  return {
    outgoingMs: clientWants === 0 ? 0 : Math.max(serverMs, clientWants),
    incomingMs: clientSends === 0 ? 0 : Math.max(serverMs, clientSends),
  };
}
