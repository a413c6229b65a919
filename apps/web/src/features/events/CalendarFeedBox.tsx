import { CalendarFeed } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { calendarFeedAtom, loadCalendarFeedAtom, regenerateCalendarFeedAtom } from './state.ts';

/**
 * The reader's private calendar feed; `canRegenerate` where the reader manages it (Settings). Where
 * no address is at hand (none yet, or made earlier and shown only then) a new one is offered anywhere,
 * since it is the only way to subscribe.
 */
export function CalendarFeedBox({ canRegenerate = false }: { canRegenerate?: boolean }) {
  const feed = useAtomValue(calendarFeedAtom);
  const load = useSetAtom(loadCalendarFeedAtom);
  const regenerate = useSetAtom(regenerateCalendarFeedAtom);
  useEffect(() => {
    if (feed === undefined) void load();
  }, [feed, load]);
  return (
    <CalendarFeed
      url={feed?.url}
      webcalUrl={feed?.webcalUrl}
      hasFeed={feed?.hasFeed}
      isRegenerating={feed?.isRegenerating ?? false}
      errorText={feed?.error}
      onRegenerate={
        canRegenerate || (feed?.hasFeed !== undefined && feed.url === undefined)
          ? () => void regenerate()
          : undefined
      }
    />
  );
}
