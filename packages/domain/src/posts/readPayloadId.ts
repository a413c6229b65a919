import { type Id, toId, type WireId } from '../common/index.ts';

type Ref = { _id?: WireId; id?: WireId } | WireId | null | undefined;

/** The id a live payload names, from a nested object (`post`, `comment`) or a plain `*_id` field. */
export function readPayloadId<Kind extends string>(nested: Ref, plain: unknown): Id<Kind> | undefined {
  if (typeof nested === 'object' && nested !== null && !('$oid' in nested)) {
    return toId<Kind>(nested._id ?? nested.id) ?? toId<Kind>(plain);
  }
  return toId<Kind>(nested) ?? toId<Kind>(plain);
}
