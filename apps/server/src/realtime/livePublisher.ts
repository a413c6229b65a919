import type {
  LiveEvent,
  WireCommentDelete,
  WireCommentUpdate,
  WireMessage,
  WireNotification,
  WirePollUpdate,
  WirePost,
  WirePostDelete,
  WirePostUser,
  WireVoteCounts,
  WireVoteUpdate,
} from '@vizinhos/domain';
import { liveEventDestination, parseLiveDestination, serializeLiveEvent } from '@vizinhos/domain';

/** Who an event is for: a user's own topics go by stomp key, an area's by area id (spec: Calls). */
type LiveAudience = { stompKey: string; areaId: string };

/** The only way the server sends live messages: domain events in, destinations and wire shapes out. */
export type LivePublisher = {
  /** Any live event, to the topic its kind belongs to; resolves once the bus has taken it. */
  publish(event: LiveEvent, audience: LiveAudience): Promise<void>;
  /** A chat message to one participant's chat topic (spec: Entities and their fields: message and user with username). */
  publishChatMessage(stompKey: string, message: WireMessage, user: WirePostUser): Promise<void>;
  /** A notification to its user, as the "activity" event (spec: Calls); vote and poll ones typed as such. */
  publishNotification(
    stompKey: string,
    notification: WireNotification,
    kind?: 'notification' | 'voteNotification' | 'pollResponseNotification',
  ): Promise<void>;
  /** A new post on its area's timeline (spec: States and transitions: post and user). */
  publishTimelinePost(areaId: string, post: WirePost, user: WirePostUser): Promise<void>;
  publishPostUpdate(areaId: string, post: WirePost, user: WirePostUser): Promise<void>;
  publishPostDelete(areaId: string, payload: WirePostDelete): Promise<void>;
  publishPollUpdate(areaId: string, payload: WirePollUpdate): Promise<void>;
  publishCommentUpdate(areaId: string, payload: WireCommentUpdate): Promise<void>;
  publishCommentDelete(areaId: string, payload: WireCommentDelete): Promise<void>;
  /** A comment's notification to the area's posts topic (spec: States and transitions: comment and post). */
  publishCommentNotification(areaId: string, payload: WireCommentUpdate): Promise<void>;
  /**
   * A vote on a post or comment (spec: States and transitions: upvotes, downvotes, new_direction,
   * voter): the whole vote_update to the voter's own notification topic only (their other tabs show
   * their vote); the area's posts topic gets the post or comment and its counts, nothing of the voter.
   */
  publishVoteUpdate(voter: LiveAudience, update: WireVoteUpdate): Promise<void>;
};

/** What of a vote the whole area receives: the post or comment and its counts, picked field by field. */
function voteCountsOf(update: WireVoteUpdate): WireVoteCounts {
  const { post, post_id, comment, comment_id, upvotes, downvotes } = update;
  // Fields left undefined do not reach the wire (JSON drops them).
  return { post, post_id, comment, comment_id, upvotes, downvotes };
}

/** Where the publisher hands its bytes: the broker (and through its bus, every instance). */
export type LiveSink = { publish(destination: string, contentType: string, body: Uint8Array): Promise<void> };

/** Builds the publisher over a broker; destinations and bodies come from the domain, never from here. */
export function createLivePublisher(sink: LiveSink): LivePublisher {
  const destinationOf = (event: LiveEvent, audience: LiveAudience): string => {
    const destination = liveEventDestination(event, audience);
    // A missing stomp key or area id would make a destination no one can hold: a bug in the caller.
    if (parseLiveDestination(destination) === undefined) {
      throw new Error(`live event ${event.kind} has no audience for ${destination}`);
    }
    return destination;
  };
  const send = (event: LiveEvent, destination: string): Promise<void> =>
    sink.publish(destination, 'application/json', Buffer.from(serializeLiveEvent(event), 'utf8'));
  const publish = async (event: LiveEvent, audience: LiveAudience): Promise<void> => {
    await send(event, destinationOf(event, audience));
  };
  const toUser = (stompKey: string): LiveAudience => ({ stompKey, areaId: '' });
  const toArea = (areaId: string): LiveAudience => ({ stompKey: '', areaId });
  return {
    publish,
    publishChatMessage: (stompKey, message, user) =>
      publish({ kind: 'chatMessage', payload: { message, user } }, toUser(stompKey)),
    publishNotification: (stompKey, notification, kind = 'notification') =>
      publish({ kind, payload: notification }, toUser(stompKey)),
    publishTimelinePost: (areaId, post, user) =>
      publish({ kind: 'timelinePost', payload: { post, user } }, toArea(areaId)),
    publishPostUpdate: (areaId, post, user) =>
      publish({ kind: 'postUpdate', payload: { post, user } }, toArea(areaId)),
    publishPostDelete: (areaId, payload) => publish({ kind: 'postDelete', payload }, toArea(areaId)),
    publishPollUpdate: (areaId, payload) => publish({ kind: 'pollUpdate', payload }, toArea(areaId)),
    publishCommentUpdate: (areaId, payload) => publish({ kind: 'commentUpdate', payload }, toArea(areaId)),
    publishCommentDelete: (areaId, payload) => publish({ kind: 'commentDelete', payload }, toArea(areaId)),
    publishCommentNotification: (areaId, payload) =>
      publish({ kind: 'commentNotification', payload }, toArea(areaId)),
    publishVoteUpdate: async (voter, update) => {
      const own: LiveEvent = { kind: 'ownVoteUpdate', payload: update };
      const counts: LiveEvent = { kind: 'voteUpdate', payload: voteCountsOf(update) };
      // Both audiences are checked before either frame leaves: both go, or neither.
      const ownDestination = destinationOf(own, toUser(voter.stompKey));
      const areaDestination = destinationOf(counts, toArea(voter.areaId));
      await Promise.all([send(own, ownDestination), send(counts, areaDestination)]);
    },
  };
}
