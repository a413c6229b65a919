/**
 * A municipality of the offline geography, as `GET /api/v1/geo/reverse` answers it: the server's
 * stand-in for the browser-side geocoding of spec: Calls (coordinates to a city, signup step 1).
 */
export type WireMunicipality = {
  id: number;
  name: string;
  state: { code: string; name: string };
  latitude: number;
  longitude: number;
};
