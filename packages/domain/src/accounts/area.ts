import type { AreaId } from '../common/index.ts';

/** A neighbourhood area (spec: Entities and their fields), as the area list and the user's own area both describe it. */
export type Area = {
  id: AreaId | undefined;
  name: string;
  /** The full address ("area_full" on the user, "full_name" on the area list). */
  fullName: string | undefined;
  city: string | undefined;
  state: string | undefined;
  latitude: number | undefined;
  longitude: number | undefined;
  userCount: number | undefined;
  createdAt: string | undefined;
};
