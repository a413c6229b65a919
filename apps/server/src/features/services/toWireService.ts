import type { WireService } from '@vizinhos/domain';
import type { ServiceRow } from './repository.ts';

/** A stored service in its wire shape: `_id` as `{ $oid }` and `id`, the author's id and username. */
export function toWireService(row: ServiceRow): WireService & { _id: { $oid: string }; id: string } {
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
