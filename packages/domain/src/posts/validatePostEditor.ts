import { categoryTools } from './categoryTools.ts';
import type { PostEditorState } from './postEditorReducer.ts';
import { MAX_POLL_OPTIONS, MIN_POLL_OPTIONS } from './postEditorReducer.ts';
import { POST_EDITOR_TEXTS } from './posts.texts.ts';
import type { CategoryKey } from './readCategory.ts';
import { toWireLocation } from './readLocation.ts';

/** What the create and edit calls send (spec: Calls POST /api/v1/posts), already checked. */
export type PostDraft = {
  title: string;
  text: string;
  category: CategoryKey;
  type?: 'poll' | 'event';
  pollOptions?: string[];
  /** ISO time of the event. */
  eventDate?: string;
  /** Longitude then latitude, as the form sends it. */
  location?: [number, number];
};

/** The editor checked: a draft ready to send, or the alert to show (spec: Validation rules). */
export type PostEditorValidation = { ok: true; draft: PostDraft } | { ok: false; error: string };

// The date and time inputs hold the resident's wall-clock time, so they are read as local time.
function readLocalDateTime(date: string, time: string): Date | undefined {
  const dateParts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeParts = /^(\d{2}):(\d{2})$/.exec(time);
  if (dateParts === null || timeParts === null) return undefined;
  const [, y, mo, d] = dateParts.map(Number) as [number, number, number, number];
  const [, h, mi] = timeParts.map(Number) as [number, number, number];
  const value = new Date(y, mo - 1, d, h, mi);
  // Reject 2026-02-31 or 25:00, which Date would silently roll over.
  const isExact =
    value.getFullYear() === y &&
    value.getMonth() === mo - 1 &&
    value.getDate() === d &&
    value.getHours() === h &&
    value.getMinutes() === mi;
  return isExact ? value : undefined;
}

/** Checks the editor before publishing and builds the draft; `now` decides what "future" means (spec: Validation rules). */
export function validatePostEditor(state: PostEditorState, now: Date): PostEditorValidation {
  const title = state.title.trim();
  if (title === '') return { ok: false, error: POST_EDITOR_TEXTS.titleRequired };
  const tools = categoryTools(state.category);
  const draft: PostDraft = { title, text: state.text.trim(), category: state.category };

  if (tools.hasPoll) {
    const options = state.pollOptions.map((option) => option.trim()).filter((option) => option !== '');
    if (options.length < MIN_POLL_OPTIONS) return { ok: false, error: POST_EDITOR_TEXTS.pollNeedsTwoOptions };
    draft.type = 'poll';
    draft.pollOptions = options.slice(0, MAX_POLL_OPTIONS);
  }
  if (tools.hasEventDate) {
    if (state.eventDate.trim() === '' || state.eventTime.trim() === '') {
      return { ok: false, error: POST_EDITOR_TEXTS.eventNeedsDateTime };
    }
    const start = readLocalDateTime(state.eventDate.trim(), state.eventTime.trim());
    if (start === undefined) return { ok: false, error: POST_EDITOR_TEXTS.eventNeedsDateTime };
    if (start.getTime() <= now.getTime()) return { ok: false, error: POST_EDITOR_TEXTS.eventMustBeFuture };
    draft.type = 'event';
    draft.eventDate = start.toISOString();
  }
  if (tools.hasLocation && state.location !== undefined) draft.location = toWireLocation(state.location);
  return { ok: true, draft };
}

/** Whether a manual analysis may start: it needs a title (spec: Validation rules); else the alert to show. */
export function validateAnalysisRequest(state: Pick<PostEditorState, 'title'>): string | undefined {
  return state.title.trim() === '' ? POST_EDITOR_TEXTS.analysisNeedsTitle : undefined;
}
