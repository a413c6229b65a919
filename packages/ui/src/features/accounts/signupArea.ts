import { formatPlace } from '../../utils/formatPlace.ts';

/** An area the signup wizard shows: an existing one (with its id) or a proposal for a new one. */
export type SignupArea = {
  /** Existing area id; undefined for a new area that the resident would found (spec: Entities and their fields, Roles and permissions). */
  id: string | undefined;
  name: string;
  city: string | undefined;
  state: string | undefined;
  userCount: number | undefined;
};

/** The area's city and state in one line ("São Paulo - SP"), skipping what is unknown. */
export function describeAreaPlace(area: SignupArea): string {
  return formatPlace(area.city, area.state);
}
