import type { WireId, WireNamed } from '../common/index.ts';

/** An area from the area search and list calls (spec: Entities and their fields). */
export type WireArea = {
  _id?: WireId;
  id?: WireId;
  name?: string | null;
  city?: WireNamed;
  state?: WireNamed;
  /** The state's name ("São Paulo") beside its code in `state`: places are spelt city and state name. */
  state_name?: string | null;
  full_name?: string | null;
  area_full?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  user_count?: number | null;
  created_at?: string | null;
};

/** A new-area proposal sent on signup as `new_area` (spec: Entities and their fields, Calls). */
export type WireNewArea = {
  area_type: string;
  state: string;
  city: string;
  name: string;
  parent_area?: string;
  parent_area_type?: string;
};

/** The area search and list answers (spec: Calls). */
export type WireAreasEnvelope = { areas?: readonly WireArea[] | null };
