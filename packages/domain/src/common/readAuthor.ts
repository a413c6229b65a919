import { toId, type UserId, type WireId } from './ids.ts';
import { readText } from './readWireValues.ts';

/** The author fields a post and a comment both carry on the wire (spec: Entities and their fields). */
export type WireAuthor = {
  _id?: WireId;
  id?: WireId;
  username?: string;
  avatar?: string | null;
  role?: { name?: string | null } | null;
};

/** Who wrote a post or a comment (spec: Entities and their fields: username, avatar, id or _id, role with name). */
export type Author = {
  id: UserId | undefined;
  username: string;
  avatar: string | undefined;
  /** The role's name, for the badge (spec: Entities and their fields "role (name)", §6). */
  roleName: string | undefined;
};

/**
 * Reads the author of a post or a comment: one reader for both, so a post's badge and a comment's
 * badge can never read the role differently. A missing user gives an empty author.
 */
export function readAuthor(user: WireAuthor | null | undefined): Author {
  const wire = user ?? {};
  return {
    id: toId<'User'>(wire._id ?? wire.id),
    username: readText(wire.username) ?? '',
    avatar: readText(wire.avatar),
    roleName: readText(wire.role?.name),
  };
}
