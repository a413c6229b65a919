import { CalendarFeed } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { calendarFeedAtom, loadCalendarFeedAtom, regenerateCalendarFeedAtom } from './state.ts';

/** The reader's private calendar feed; `canRegenerate` where the reader manages it (Settings). */
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
      isRegenerating={feed?.isRegenerating ?? false}
      errorMessage={feed?.error}
      onRegenerate={canRegenerate ? () => void regenerate() : undefined}
    />
  );
}
