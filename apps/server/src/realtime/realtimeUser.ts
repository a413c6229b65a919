/** Who is on the other end of a live connection, as the session cookie says. */
export type RealtimeUser = { userId: string; stompKey: string; areaId: string };
