/** The `meta` block of list answers (spec: Entities and their fields). */
export type WireMeta = { total_count?: number | null; unread_message_count?: number | null };
