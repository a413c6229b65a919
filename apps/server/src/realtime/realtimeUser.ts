/**
 * Who is on the other end of a live connection, as the session cookie says; `sessionKey` (the
 * hash of the session's secret) lets the broker close the sockets of a session that ended.
 */
export type RealtimeUser = { userId: string; stompKey: string; areaId: string; sessionKey?: string };
