import {
  buildCalendarLinks,
  buildIcsFile,
  type CalendarLinks,
  eventUid,
  ICS_FILE_NAME,
  ICS_MEDIA_TYPE,
  POST_ERROR_TEXTS,
  type Post,
  type PostId,
  toCalendarEvent,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';

/**
 * The resident's private calendar feed (beyond the spec), as the Settings overlay and the event cards
 * show it. The address is known only from the answer that made it (the server keeps its hash).
 */
export type CalendarFeedState = {
  hasFeed: boolean | undefined;
  url: string | undefined;
  webcalUrl: string | undefined;
  isRegenerating: boolean;
  error: string | undefined;
};

const errorsBaseAtom = atom<Partial<Record<PostId, string>>>({});
const subscribedBaseAtom = atom<ReadonlySet<PostId>>(new Set<PostId>());
const feedBaseAtom = atom<CalendarFeedState | undefined>(undefined);

/** The last calendar failure of each event (spec: Error catalogue: the calendar texts). */
export const calendarErrorsAtom = atom((get) => get(errorsBaseAtom));

/** Event cards whose reader asked to subscribe: the feed shows under them. */
export const subscribedEventsAtom = atom((get) => get(subscribedBaseAtom));

/** The feed, once asked for. */
export const calendarFeedAtom = atom((get) => get(feedBaseAtom));

/** The add-to-calendar links of an event: the server's, else built by the domain from the post. */
export function calendarLinksOf(
  post: Pick<Post, 'title' | 'text' | 'eventDate' | 'calendarLinks'>,
): CalendarLinks {
  const event = toCalendarEvent(post);
  const built = event ? buildCalendarLinks(event) : undefined;
  return { ...built, ...post.calendarLinks };
}

function setError(errors: Partial<Record<PostId, string>>, postId: PostId, error: string | undefined) {
  const next = { ...errors };
  if (error === undefined) delete next[postId];
  else next[postId] = error;
  return next;
}

/** Downloads `evento.ics` (spec: Business constants and limits), built by the domain; "Erro ao baixar arquivo de calendário" if it cannot be. */
export const downloadIcsAtom = atom(
  null,
  (get, set, post: Pick<Post, 'id' | 'title' | 'text' | 'eventDate'>) => {
    const event = toCalendarEvent(post);
    const file = event ? buildIcsFile(event, { uid: eventUid(post.id), now: new Date() }) : undefined;
    try {
      if (file === undefined) throw new Error('no event date');
      const href = URL.createObjectURL(new Blob([file], { type: ICS_MEDIA_TYPE }));
      const link = document.createElement('a');
      link.href = href;
      link.download = ICS_FILE_NAME;
      link.click();
      setTimeout(() => URL.revokeObjectURL(href), 0);
      set(errorsBaseAtom, setError(get(errorsBaseAtom), post.id, undefined));
    } catch {
      set(errorsBaseAtom, setError(get(errorsBaseAtom), post.id, POST_ERROR_TEXTS.calendarDownloadFailed));
    }
  },
);

/** A calendar chosen without a link: "Link do calendário não disponível" (spec: Error catalogue). */
export const reportMissingCalendarLinkAtom = atom(null, (get, set, { postId }: { postId: PostId }) => {
  set(errorsBaseAtom, setError(get(errorsBaseAtom), postId, POST_ERROR_TEXTS.calendarLinkMissing));
});

/**
 * Opens a calendar's link in a new tab, cut off from this page; a blocked window or a link the
 * browser refuses says "Erro ao abrir link do calendário" (spec: Error catalogue).
 */
export const openCalendarLinkAtom = atom(
  null,
  (get, set, { postId, href }: { postId: PostId; href: string }) => {
    const opened = window.open('', '_blank');
    try {
      if (!opened) throw new Error('window blocked');
      opened.opener = null;
      opened.location.href = href;
      set(errorsBaseAtom, setError(get(errorsBaseAtom), postId, undefined));
    } catch {
      opened?.close();
      set(errorsBaseAtom, setError(get(errorsBaseAtom), postId, POST_ERROR_TEXTS.calendarOpenFailed));
    }
  },
);

const noFeedYet: CalendarFeedState = {
  hasFeed: undefined,
  url: undefined,
  webcalUrl: undefined,
  isRegenerating: false,
  error: undefined,
};

/** Loads whether the reader has a feed address (the address itself is never readable again). */
export const loadCalendarFeedAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).getCalendarFeed();
  set(
    feedBaseAtom,
    answer.ok
      ? { ...noFeedYet, hasFeed: answer.value.created_at !== null }
      : { ...noFeedYet, error: answer.error },
  );
});

/** "Assinar a agenda da vizinhança" on an event card: the feed shows under it. */
export const subscribeCalendarAtom = atom(null, async (get, set, { postId }: { postId: PostId }) => {
  set(subscribedBaseAtom, new Set([...get(subscribedBaseAtom), postId]));
  if (get(feedBaseAtom) === undefined) await set(loadCalendarFeedAtom);
});

/** "Criar link" or "Gerar novo link": a new address, shown from this answer; the old one stops working. */
export const regenerateCalendarFeedAtom = atom(null, async (get, set) => {
  const current = get(feedBaseAtom) ?? noFeedYet;
  set(feedBaseAtom, { ...current, isRegenerating: true, error: undefined });
  const answer = await get(apiClientAtom).regenerateCalendarFeed();
  set(
    feedBaseAtom,
    answer.ok
      ? {
          hasFeed: true,
          url: answer.value.url,
          webcalUrl: answer.value.webcal_url,
          isRegenerating: false,
          error: undefined,
        }
      : { ...current, isRegenerating: false, error: answer.error },
  );
});
