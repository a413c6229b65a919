import type { Ref } from 'react';

/** One callback ref that sets every ref given, object or function: a component's own and its caller's. */
export function mergeRefs<T>(...refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
