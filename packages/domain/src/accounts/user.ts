import type { AreaId, UserId } from '../common/index.ts';
import type { Area } from './area.ts';

/** A member of the network (spec: Entities and their fields), with ids unwrapped and optional texts as undefined. */
export type User = {
  id: UserId;
  username: string;
  firstName: string | undefined;
  lastName: string | undefined;
  email: string | undefined;
  avatar: string | undefined;
  summary: string | undefined;
  roleName: string | undefined;
  areaId: AreaId | undefined;
  area: Area | undefined;
  createdAt: string | undefined;
  /** Influence points (spec: Entities and their fields). */
  points: number | undefined;
  /** Key of the user's chat and notification topics (spec: Calls). */
  stompKey: string | undefined;
  postCount: number | undefined;
  commentCount: number | undefined;
  averageObjectivity: number | undefined;
  inviteCount: number | undefined;
};
