import type { Post } from './normalizePost.ts';
import { type CategoryKey, DEFAULT_CATEGORY } from './readCategory.ts';
import type { LatLng } from './readLocation.ts';

/** Fewest poll options (spec: Business constants and limits). */
export const MIN_POLL_OPTIONS = 2;
/** Most poll options (spec: Business constants and limits). */
export const MAX_POLL_OPTIONS = 5;

/** The post editor's form (spec: States and transitions, Validation rules). */
export type PostEditorState = {
  /** Collapsed until the title gets focus; edit mode starts expanded (spec: Screens and routes). */
  isExpanded: boolean;
  title: string;
  text: string;
  category: CategoryKey;
  pollOptions: string[];
  /** The date input's value, YYYY-MM-DD. */
  eventDate: string;
  /** The time input's value, HH:MM. */
  eventTime: string;
  location: LatLng | undefined;
  /** A manual analysis approved the current title and text (spec: States and transitions). */
  isCheckApproved: boolean;
};

/** How long the approval banner shows after an approved check (spec: States and transitions: 3 seconds). */
export const APPROVAL_BANNER_MS = 3000;

/** Everything the editor can be told. */
export type PostEditorAction =
  | { type: 'titleFocused' }
  | { type: 'titleChanged'; title: string }
  | { type: 'textChanged'; text: string }
  | { type: 'categoryChosen'; category: CategoryKey }
  | { type: 'pollOptionChanged'; index: number; label: string }
  | { type: 'pollOptionAdded' }
  | { type: 'pollOptionRemoved'; index: number }
  | { type: 'eventDateChanged'; date: string }
  | { type: 'eventTimeChanged'; time: string }
  | { type: 'locationChosen'; location: LatLng | undefined }
  | { type: 'analysisApproved' }
  | { type: 'editStarted'; values: Partial<Omit<PostEditorState, 'isExpanded' | 'isCheckApproved'>> }
  | { type: 'reset' };

/** The editor after cancel or a successful create: empty, collapsed, category Geral (spec: States and transitions). */
export const INITIAL_POST_EDITOR_STATE: PostEditorState = {
  isExpanded: false,
  title: '',
  text: '',
  category: DEFAULT_CATEGORY,
  pollOptions: ['', ''],
  eventDate: '',
  eventTime: '',
  location: undefined,
  isCheckApproved: false,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as the date input's value, YYYY-MM-DD, in the resident's local time (the event date's minimum is today). */
export function dateInputValue(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** A moment as the time input's value, HH:MM, in local time. */
export function timeInputValue(moment: Date): string {
  return `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** What edit mode prefills from a post (spec: Screens and routes: edit mode starts expanded and prefilled). */
export function editorValuesOf(post: Post): Extract<PostEditorAction, { type: 'editStarted' }>['values'] {
  const start = post.eventDate === undefined ? undefined : new Date(post.eventDate);
  const labels = post.pollOptions.map((option) => option.label);
  return {
    title: post.title,
    text: post.text,
    category: post.category,
    pollOptions: labels.length >= MIN_POLL_OPTIONS ? labels : INITIAL_POST_EDITOR_STATE.pollOptions,
    eventDate: start ? dateInputValue(start) : '',
    eventTime: start ? timeInputValue(start) : '',
    location: post.location,
  };
}

/** Whether another poll option may be added: below 5 (spec: Validation rules). */
export function canAddPollOption(state: PostEditorState): boolean {
  return state.pollOptions.length < MAX_POLL_OPTIONS;
}

/** Whether a poll option may be removed: only while more than 2 exist (spec: Validation rules). */
export function canRemovePollOption(state: PostEditorState): boolean {
  return state.pollOptions.length > MIN_POLL_OPTIONS;
}

function chooseCategory(state: PostEditorState, category: CategoryKey): PostEditorState {
  return {
    ...state,
    category,
    // spec: States and transitions: choosing Votação resets to two empty options; choosing Eventos clears date and time.
    pollOptions: category === 'Votaçao' ? ['', ''] : state.pollOptions,
    eventDate: category === 'Eventos' ? '' : state.eventDate,
    eventTime: category === 'Eventos' ? '' : state.eventTime,
    // spec: Validation rules: a location belongs to Segurança only, so it does not survive leaving it.
    location: category === 'Segurança' ? state.location : undefined,
  };
}

/** The post editor's reducer (spec: States and transitions, Validation rules). */
export function postEditorReducer(state: PostEditorState, action: PostEditorAction): PostEditorState {
  switch (action.type) {
    case 'titleFocused':
      return { ...state, isExpanded: true };
    case 'titleChanged':
      // spec: States and transitions: editing after approval makes the check required again.
      return { ...state, title: action.title, isCheckApproved: false };
    case 'textChanged':
      return { ...state, text: action.text, isCheckApproved: false };
    case 'categoryChosen':
      return chooseCategory(state, action.category);
    case 'pollOptionChanged':
      if (action.index < 0 || action.index >= state.pollOptions.length) return state;
      return {
        ...state,
        pollOptions: state.pollOptions.map((label, i) => (i === action.index ? action.label : label)),
      };
    case 'pollOptionAdded':
      return canAddPollOption(state) ? { ...state, pollOptions: [...state.pollOptions, ''] } : state;
    case 'pollOptionRemoved':
      if (!canRemovePollOption(state) || action.index < 0 || action.index >= state.pollOptions.length)
        return state;
      return { ...state, pollOptions: state.pollOptions.filter((_, i) => i !== action.index) };
    case 'eventDateChanged':
      return { ...state, eventDate: action.date };
    case 'eventTimeChanged':
      return { ...state, eventTime: action.time };
    case 'locationChosen':
      return state.category === 'Segurança' ? { ...state, location: action.location } : state;
    case 'analysisApproved':
      return { ...state, isCheckApproved: true };
    case 'editStarted':
      // spec: Screens and routes: edit mode starts expanded and prefilled.
      return { ...INITIAL_POST_EDITOR_STATE, ...action.values, isExpanded: true };
    case 'reset':
      return INITIAL_POST_EDITOR_STATE;
    default: {
      const unknown: never = action;
      throw new Error(`Ação desconhecida do editor de postagem: ${JSON.stringify(unknown)}`);
    }
  }
}
