import { apiPaths, type ProfileFlags } from '@vizinhos/api';
import type { ProfileFigures, UserView } from './repository.ts';
import type { WireUserOut } from './schemas.ts';

/**
 * Shapes a user for the wire: `_id` as `{ $oid }` and `id`, role as an object, the area with city
 * and state. E-mail, stomp key and invite code are private: only one's own record carries them.
 */
export function toWireUser(
  view: UserView,
  { isSelf, flags = {}, figures }: { isSelf: boolean; flags?: ProfileFlags; figures?: ProfileFigures },
): WireUserOut {
  const avatar = view.avatarId ? `${apiPaths.images}/${view.avatarId}` : null;
  const wire: WireUserOut = {
    _id: { $oid: view.id },
    id: view.id,
    username: view.username,
    first_name: view.firstName,
    last_name: view.lastName,
    avatar,
    image_url: avatar,
    summary: view.summary,
    role: { name: view.role },
    area_id: { $oid: view.areaId },
    // The sidebar and header need the area name even without include_area (spec: Screens and routes).
    area: {
      _id: { $oid: view.area.id },
      id: view.area.id,
      name: view.area.name,
      area_full: `${view.area.name}, ${view.area.cityName} - ${view.area.stateCode}`,
      latitude: view.area.latitude,
      longitude: view.area.longitude,
      city: { name: view.area.cityName },
      state: { name: view.area.stateName },
    },
    created_at: view.createdAt.toISOString(),
    points: view.points,
  };
  if (isSelf) {
    wire.email = view.email;
    wire.stomp_key = view.stompKey;
    wire.invite_code = view.inviteCode;
  }
  if (figures && flags.include_counts) {
    wire.post_count = figures.postCount;
    wire.comment_count = figures.commentCount;
    wire.invite_count = figures.inviteCount;
  }
  if (figures && flags.include_objectivity) wire.average_objectivity = figures.averageObjectivity;
  if (figures && flags.include_activity) wire.activity = figures.activity;
  return wire;
}
