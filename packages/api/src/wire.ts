// Wire shapes of doc 1 §3 that @vizinhos/domain does not export yet (to move into domain).
import type { OidObject } from '@vizinhos/domain';

/** A role as the wire carries it: an object with a name (doc 1 §3). */
export type WireRole = { name: string };

/** The area embedded in a user (doc 1 §3 User.area). */
export type WireUserArea = {
  _id?: OidObject;
  id?: string;
  name: string;
  area_full?: string;
  latitude?: number | null;
  longitude?: number | null;
  city?: { name: string };
  state?: { name: string; code?: string };
};

/** A user as the server answers it (doc 1 §3, doc 2 §3). Private fields only on one's own record. */
export type WireUser = {
  _id: OidObject;
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email?: string;
  avatar?: string | null;
  image_url?: string | null;
  summary?: string;
  role: WireRole;
  area_id: OidObject;
  area?: WireUserArea;
  created_at: string;
  points: number;
  stomp_key?: string;
  post_count?: number;
  comment_count?: number;
  average_objectivity?: number | null;
  invite_count?: number;
  invite_code?: string;
  activity?: unknown[];
};

/** An area in search answers (doc 1 §3 Area). */
export type WireArea = {
  _id: OidObject;
  id: string;
  name: string;
  full_name: string;
  city: string;
  state: string;
  user_count: number;
  created_at: string;
  latitude: number | null;
  longitude: number | null;
};

/** A new-area proposal sent with signup as JSON (doc 1 §3). */
export type NewAreaProposal = {
  area_type?: string;
  state: string;
  city: string;
  name: string;
  parent_area?: string;
  parent_area_type?: string;
};

/** A municipality from the offline geography (issue 5 item 6). */
export type WireMunicipality = {
  id: number;
  name: string;
  state: { code: string; name: string };
  latitude: number;
  longitude: number;
};

/** A point of an area polygon, normalised to 0..1 of the canvas (doc 1 §3). */
export type PolygonPoint = { x: number; y: number };
