import type { ServiceRow } from './repository.ts';
import type { WireServiceOut } from './schemas.ts';

/** A stored service in its wire shape: `_id` as `{ $oid }` and `id`, the author's id and username. */
export function toWireService(row: ServiceRow): WireServiceOut {
  return {
    _id: { $oid: row.id },
    id: row.id,
    name: row.name,
    kind: row.kind,
    phone: row.phone,
    address: row.address,
    opening_hours: row.openingHours,
    user_id: row.authorId,
    user: { username: row.authorName },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
