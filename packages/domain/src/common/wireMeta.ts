/** The `meta` block of list answers (doc 1 §3). */
export type WireMeta = { total_count?: number | null; unread_message_count?: number | null };
