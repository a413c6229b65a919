import { type Id, mapDefined, readText, toId, type UserId } from '../common/index.ts';
import { isServiceKind, type ServiceKind } from './serviceKinds.ts';
import type { WireService } from './wireService.ts';

/** A service's id. */
export type ServiceId = Id<'Service'>;

/** A service a resident added to the area's directory. */
export type Service = {
  id: ServiceId;
  name: string;
  kind: ServiceKind;
  phone: string;
  address: string;
  openingHours: string;
  authorId: UserId | undefined;
  authorName: string | undefined;
  updatedAt: string | undefined;
};

/** Normalises a wire service; undefined without an id, a name or a known kind (it could not be listed). */
export function normalizeService(wire: WireService): Service | undefined {
  const id = toId<'Service'>(wire._id ?? wire.id);
  const name = readText(wire.name);
  if (id === undefined || name === undefined || !isServiceKind(wire.kind)) return undefined;
  return {
    id,
    name,
    kind: wire.kind,
    phone: readText(wire.phone) ?? '',
    address: readText(wire.address) ?? '',
    openingHours: readText(wire.opening_hours) ?? '',
    authorId: toId<'User'>(wire.user_id),
    authorName: readText(wire.user?.username),
    updatedAt: readText(wire.updated_at) ?? readText(wire.created_at),
  };
}

/** Normalises a wire list, dropping what cannot be listed. */
export function normalizeServices(wire: readonly WireService[] | null | undefined): Service[] {
  return mapDefined(wire, normalizeService);
}
