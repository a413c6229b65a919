/**
 * AMQP routing key for a destination on `amq.topic`: `/topic/chat_q/user_x` → `chat_q.user_x`.
 * Every character outside [A-Za-z0-9_-] is percent-encoded, so a `.`, `*` or `#` in an id can
 * never act as a separator or a wildcard and widen a binding.
 */
export function toBindingKey(destination: string): string {
  const path = destination.startsWith('/topic/') ? destination.slice('/topic/'.length) : destination;
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[.!~*'()]/g,
        (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('.');
}
