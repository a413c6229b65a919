import type { AreaId, UserId } from '../common/index.ts';
import type { Area } from './area.ts';

/** A member of the network (doc 1 §3), with ids unwrapped and optional texts as undefined. */
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
  /** Influence points (doc 1 §3). */
  points: number | undefined;
  /** Key of the user's chat and notification topics (doc 1 §7). */
  stompKey: string | undefined;
  postCount: number | undefined;
  commentCount: number | undefined;
  averageObjectivity: number | undefined;
  inviteCount: number | undefined;
};
