import type { LatLng } from '@vizinhos/domain';

/**
 * What the incident location picker hands the editor: the point and whether it is published
 * rounded ("Localização aproximada"), or nothing when the resident cancelled (the position stays).
 */
export type PickedLocation = { ok: true; location: LatLng; isApproximate: boolean } | { ok: false };
