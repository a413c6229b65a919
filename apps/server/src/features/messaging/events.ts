// What messaging publishes live, after the commit: every new message, and every title, membership
// or role change (as its command message with the conversation as it now stands), to each
// participant's own chat topic, the sender included: its copy confirms the pending message
// (spec: States and transitions). Someone removed or leaving gets the change too, then nothing more.
import type { WireConversation, WireMessage } from '@vizinhos/domain';
import type { AfterCommitTask } from '../../http/afterCommit.ts';
import type { LivePublisher } from '../../realtime/index.ts';

/** The live messages of the messaging feature, bound to one publisher: each a step for `request.afterCommit`. */
export function messagingEvents(live: LivePublisher) {
  return {
    /**
     * `{ type: "chat_message", message, user[, conversation] }` to /topic/chat_q/user_{stomp_key} of
     * every key given, concurrently (a group of 50 is 50 frames).
     */
    sent: (
      stompKeys: readonly string[],
      message: WireMessage,
      conversation?: WireConversation,
    ): AfterCommitTask => ({
      kind: 'chat_message',
      run: async () => {
        const user = message.user ?? {};
        const payload = { message, user, ...(conversation ? { conversation } : {}) };
        await Promise.all(
          [...new Set(stompKeys)].map((stompKey) =>
            live.publish({ kind: 'chatMessage', payload }, { stompKey, areaId: '' }),
          ),
        );
      },
    }),
  };
}
