// JSON-schema pieces several routes validate with, kept once so their limits cannot drift apart.

/** A string field of at most `max` characters. */
export const textSchema = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** The profile flags of GET users/me and users/{id} (doc 2 §7: include_area, include_counts, ...). */
export const profileFlagsQuery = {
  type: 'object',
  properties: {
    include_area: { type: 'boolean' },
    include_counts: { type: 'boolean' },
    include_activity: { type: 'boolean' },
    include_objectivity: { type: 'boolean' },
  },
} as const;
