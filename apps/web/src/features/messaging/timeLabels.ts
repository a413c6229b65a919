import { formatPostTime } from '@vizinhos/domain';

/** A message's time as the chat words it (the domain's formatPostTime), remembered for the minute it was worded in. */
export function timeLabelsOf(now: Date): (createdAt: string) => string {
  const worded = new Map<string, string>();
  return (createdAt) => {
    let label = worded.get(createdAt);
    if (label === undefined) {
      label = formatPostTime(now, createdAt);
      worded.set(createdAt, label);
    }
    return label;
  };
}
