import type { WireId } from '../common/index.ts';

/** A service as the server sends it (GET/POST/PUT services, and the live service_update). */
export type WireService = {
  _id?: WireId;
  id?: WireId;
  name?: string | null;
  kind?: string | null;
  phone?: string | null;
  address?: string | null;
  opening_hours?: string | null;
  user_id?: WireId | null;
  user?: { username?: string | null } | null;
  created_at?: string | null;
  updated_at?: string | null;
};

/** The live service_update frame: the service as it is now. */
export type WireServiceUpdate = { service?: WireService | null };

/** The live service_delete frame: which service is gone. */
export type WireServiceDelete = { service_id?: WireId | null };
