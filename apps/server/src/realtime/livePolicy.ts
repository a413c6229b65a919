import { canSubscribe } from '@vizinhos/domain';
import { brokerTexts } from './broker.texts.ts';
import type { BrokerPolicy } from './broker.ts';

/**
 * Who may do what on `/ws` in production. SUBSCRIBE: the domain rule (spec: Roles and permissions, Calls): a user's own
 * chat and notification topics, and its own area's timeline and posts topics, which also carry the
 * comment and vote messages (spec: States and transitions); anything else is refused with an ERROR for that request.
 * SEND: refused, always. Every live message follows an HTTP call the server has checked (session,
 * CSRF, permissions, database write) and is published by the server itself, so no client can forge
 * a post, a vote or a chat message under someone else's name. A typing signal would be the first
 * client SEND worth opening; it needs a live-event kind in the domain first.
 */
export function createLivePolicy(log: BrokerPolicy['log']): BrokerPolicy {
  return {
    canSubscribe: (user, destination) =>
      canSubscribe(destination, { stompKey: user.stompKey, areaId: user.areaId }),
    decideSend: (_user, destination) => ({ ok: false, message: brokerTexts.sendForbidden(destination) }),
    log,
  };
}
