import { type AreaId, isRecord, mapDefined, readName, readNumber, readText, toId } from '../common/index.ts';
import type { Area } from './area.ts';
import type { WireArea, WireAreasEnvelope } from './wireArea.ts';
import type { WireUserArea } from './wireUser.ts';

/** An area from the area list or from the user's own area (spec: Entities and their fields); undefined without a name. */
export function normalizeArea(wire: WireArea | WireUserArea | null | undefined): Area | undefined {
  const name = readText(wire?.name);
  if (wire == null || name === undefined) return undefined;
  const extra = wire as WireArea;
  return {
    id: toId<'Area'>(wire._id ?? wire.id) as AreaId | undefined,
    name,
    fullName: readText(wire.area_full) ?? readText(wire.full_name),
    city: readName(wire.city),
    state: readName(wire.state),
    latitude: readNumber(wire.latitude),
    longitude: readNumber(wire.longitude),
    userCount: readNumber(extra.user_count),
    createdAt: readText(extra.created_at),
  };
}

/** The areas of the search and list answers (spec: Calls: `areas`); nameless entries are left out. */
export function readAreasEnvelope(body: unknown): Area[] {
  const envelope: WireAreasEnvelope = isRecord(body) ? body : {};
  return mapDefined(envelope.areas, normalizeArea);
}
