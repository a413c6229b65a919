// Wire shapes this package adds to domain's (doc 1 §3 types live in @vizinhos/domain).

/** A municipality from the offline geography (issue 5 item 6), answered by GET geo/reverse. */
export type WireMunicipality = {
  id: number;
  name: string;
  state: { code: string; name: string };
  latitude: number;
  longitude: number;
};
