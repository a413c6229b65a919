import type { ApiClient, PostInput } from '@vizinhos/api';
import {
  coachObjectivity,
  decideAutomaticCheck,
  editorValuesOf,
  INITIAL_POST_EDITOR_STATE,
  isManualAnalysisApproved,
  needsAutomaticObjectivityCheck,
  objectivityLabel,
  type Post,
  type PostEditorAction,
  type PostEditorState,
  type PostId,
  postEditorReducer,
  postObjectivityText,
  validateAnalysisRequest,
  validatePostEditor,
} from '@vizinhos/domain';
import type { ObjectivityResult } from '@vizinhos/ui';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import type { PickedLocation } from './pickedLocation.ts';

/** The image the post will carry: a new framed PNG (`blob`), or an edited post's current image. */
export type EditorImage = { url: string; blob?: Blob };

/** Everything the editor shows beyond its form. */
export type EditorStatus = {
  /** A validation or call alert (spec: Validation rules, Error catalogue). */
  alert?: string;
  phase: 'idle' | 'analyzing' | 'publishing';
  /** Publicar handed the post to the outbox: the draft stays, read-only, until it is sent or refused. */
  isHandedOver: boolean;
  isApprovalShown: boolean;
  /** The score of the manual analysis that approved the current title and text. */
  approvedScore?: number;
  modal?: { result: ObjectivityResult; reason: 'blocked' | 'notApproved' };
  image?: EditorImage;
  imageAlt: string;
  isPickingLocation: boolean;
  /** "Localização aproximada" (beyond the spec): on by default, the server rounds the point to about 100 m. */
  isApproximateLocation: boolean;
  /** The post being edited (PUT), or none (POST). */
  editingId?: PostId;
};

const idleStatus: EditorStatus = {
  phase: 'idle',
  isHandedOver: false,
  isApprovalShown: false,
  imageAlt: '',
  isPickingLocation: false,
  isApproximateLocation: true,
};

// The draft lives in the session's store, so an error, a closed modal or a re-render loses nothing.
const formBaseAtom = atom<PostEditorState>(INITIAL_POST_EDITOR_STATE);
const statusBaseAtom = atom<EditorStatus>(idleStatus);

/** The editor's form (the domain's postEditorReducer state). */
export const editorFormAtom = atom((get) => get(formBaseAtom));
/** The editor's alert, phase, banner, modal, image and edit target. */
export const editorStatusAtom = atom((get) => get(statusBaseAtom));

const patchStatus = atom(null, (get, set, patch: Partial<EditorStatus>) =>
  set(statusBaseAtom, { ...get(statusBaseAtom), ...patch }),
);

/** One change of the form, through the domain's reducer; a new title or text drops an earlier approval. */
export const dispatchEditorAtom = atom(null, (get, set, action: PostEditorAction) => {
  const next = postEditorReducer(get(formBaseAtom), action);
  set(formBaseAtom, next);
  if (!next.isCheckApproved && get(statusBaseAtom).approvedScore !== undefined)
    set(patchStatus, { approvedScore: undefined });
});

/** Opens the editor on a post (spec: Screens and routes: expanded and prefilled, saved with PUT). */
export const startEditingAtom = atom(null, (_get, set, post: Post) => {
  set(
    formBaseAtom,
    postEditorReducer(INITIAL_POST_EDITOR_STATE, { type: 'editStarted', values: editorValuesOf(post) }),
  );
  set(statusBaseAtom, {
    ...idleStatus,
    editingId: post.id,
    imageAlt: post.imageAlt ?? '',
    ...(post.imageUrl ? { image: { url: post.imageUrl } } : {}),
  });
});

/** Cancel, or a successful save: everything back to an empty Geral (spec: States and transitions). */
export const resetEditorAtom = atom(
  null,
  (get, set, { keepBanner = false }: { keepBanner?: boolean } = {}) => {
    set(formBaseAtom, INITIAL_POST_EDITOR_STATE);
    set(statusBaseAtom, {
      ...idleStatus,
      isApprovalShown: keepBanner && get(statusBaseAtom).isApprovalShown,
    });
  },
);

/** Sets the image, its description, or hides the banner and the modal. */
export const setEditorImageAtom = atom(null, (_get, set, image: EditorImage | undefined) =>
  set(patchStatus, { image }),
);
export const setEditorImageAltAtom = atom(null, (_get, set, imageAlt: string) =>
  set(patchStatus, { imageAlt }),
);
export const hideApprovalAtom = atom(null, (_get, set) => set(patchStatus, { isApprovalShown: false }));
export const closeResultAtom = atom(null, (_get, set) => set(patchStatus, { modal: undefined }));

function resultOf(text: string, analysis: { objectivity: number; suggestions: string[] }): ObjectivityResult {
  const { label, tone } = objectivityLabel(analysis.objectivity);
  return { ...analysis, label, tone, text, marks: coachObjectivity(text).marks };
}

/** Analisar (spec: States and transitions): title plus text; 60 or more approves, else the modal opens. */
export const analyzeDraftAtom = atom(null, async (get, set) => {
  const form = get(formBaseAtom);
  const missing = validateAnalysisRequest(form);
  if (missing) return set(patchStatus, { alert: missing });
  set(patchStatus, { alert: undefined, phase: 'analyzing' });
  const text = postObjectivityText(form);
  const answer = await get(apiClientAtom).analyze(text);
  if (!answer.ok) return set(patchStatus, { phase: 'idle', alert: answer.error });
  const { objectivity } = answer.value;
  if (!isManualAnalysisApproved(objectivity))
    return set(patchStatus, {
      phase: 'idle',
      modal: { result: resultOf(text, answer.value), reason: 'notApproved' },
    });
  // Only the title and text analysed are approved: a change while the call ran asks again.
  if (get(formBaseAtom).title === form.title && get(formBaseAtom).text === form.text)
    set(dispatchEditorAtom, { type: 'analysisApproved' });
  set(patchStatus, { phase: 'idle', isApprovalShown: true, approvedScore: objectivity });
});

/** The automatic check (spec: Validation rules): the score to send, or undefined; `blocked` opens the modal. */
async function runAutomaticCheck(
  text: string,
  analyze: ApiClient['analyze'],
): Promise<{ blocked: true; result: ObjectivityResult } | { blocked: false; score?: number }> {
  const answer = await analyze(text);
  const outcome = answer.ok
    ? { ok: true as const, objectivityScore: answer.value.objectivity_score }
    : { ok: false as const };
  if (decideAutomaticCheck(outcome) === 'block' && answer.ok)
    return {
      blocked: true,
      result: resultOf(text, { ...answer.value, objectivity: answer.value.objectivity_score }),
    };
  return answer.ok ? { blocked: false, score: answer.value.objectivity_score } : { blocked: false };
}

/** What the editor keeps of a draft handed to the outbox, to show it again (after a reload too). */
type EditorDraft = {
  form: PostEditorState;
  imageAlt: string;
  isApproximateLocation: boolean;
  image?: EditorImage;
  approvedScore?: number;
};

/** A checked post, ready for the outbox (the posts feature's PostWrite). */
export type EditorWrite = { input: PostInput; editingId?: PostId; draft: EditorDraft };

/**
 * Publicar (spec: Validation rules, Calls): validates and runs the automatic check where it applies,
 * then hands the post over, to be POSTed (or PUT in edit mode) through the app's outbox; the draft
 * stays, read-only, until the post is sent (the editor empties) or refused (the alert shows and the
 * draft can be changed). Returns the write to hand over, or undefined when it stopped here.
 */
export const publishDraftAtom = atom(
  null,
  async (get, set, { now }: { now: Date }): Promise<EditorWrite | undefined> => {
    const form = get(formBaseAtom);
    const status = get(statusBaseAtom);
    const checked = validatePostEditor(form, now);
    if (!checked.ok) return void set(patchStatus, { alert: checked.error });
    const client = get(apiClientAtom);
    let objectivityScore = form.isCheckApproved ? status.approvedScore : undefined;
    if (needsAutomaticObjectivityCheck({ ...form, isCheckRequired: !form.isCheckApproved })) {
      set(patchStatus, { alert: undefined, phase: 'analyzing' });
      // The same title and text the server scores and stores, so what passed here is what the card shows.
      const check = await runAutomaticCheck(postObjectivityText(checked.draft), client.analyze);
      if (check.blocked)
        return void set(patchStatus, { phase: 'idle', modal: { result: check.result, reason: 'blocked' } });
      objectivityScore = check.score;
      if (check.score !== undefined) set(patchStatus, { isApprovalShown: true });
    }
    const input: PostInput = {
      ...checked.draft,
      ...(objectivityScore === undefined ? {} : { objectivityScore }),
      ...(status.image?.blob ? { image: status.image.blob } : {}),
      ...(status.image && status.imageAlt.trim() !== '' ? { imageAlt: status.imageAlt.trim() } : {}),
      approximateLocation: status.isApproximateLocation,
    };
    const draft: EditorDraft = {
      form: get(formBaseAtom),
      imageAlt: status.imageAlt,
      isApproximateLocation: status.isApproximateLocation,
      ...(status.image ? { image: status.image } : {}),
      ...(status.approvedScore === undefined ? {} : { approvedScore: status.approvedScore }),
    };
    set(patchStatus, { alert: undefined, phase: 'idle', isHandedOver: true });
    return { input, draft, ...(status.editingId ? { editingId: status.editingId } : {}) };
  },
);

/** The post the editor handed over, as the outbox has it now (the posts feature's PostSend). */
export type EditorSend = {
  phase: 'sending' | 'waiting' | 'refused';
  error?: string;
  editingId?: PostId;
  draft: unknown;
};

/**
 * Follows the handed-over post: a post waiting that this editor does not hold (a previous page's,
 * read back from the outbox) shows its draft; once sent, the editor empties; a refusal gives the
 * draft back with the server's text. Returns 'refusalRead' when the caller may forget the refusal.
 */
export const followSendAtom = atom(null, (get, set, send: EditorSend | undefined) => {
  const status = get(statusBaseAtom);
  if (send && !status.isHandedOver) {
    const draft = send.draft as EditorDraft;
    set(formBaseAtom, draft.form);
    set(statusBaseAtom, {
      ...idleStatus,
      isHandedOver: true,
      imageAlt: draft.imageAlt,
      isApproximateLocation: draft.isApproximateLocation,
      // An image kept over a reload has lost its page's address: it gets one again.
      ...(draft.image
        ? {
            image: draft.image.blob
              ? { ...draft.image, url: URL.createObjectURL(draft.image.blob) }
              : draft.image,
          }
        : {}),
      ...(draft.approvedScore === undefined ? {} : { approvedScore: draft.approvedScore }),
      ...(send.editingId === undefined ? {} : { editingId: send.editingId }),
    });
  }
  if (!send) {
    if (status.isHandedOver) set(resetEditorAtom, { keepBanner: true });
    return undefined;
  }
  if (send.phase !== 'refused') return undefined;
  set(patchStatus, { isHandedOver: false, alert: send.error });
  return 'refusalRead' as const;
});

/** Segurança's location button: asks `pick` (the map picker); Cancelar keeps the position the editor had. */
export const pickEditorLocationAtom = atom(null, async (_get, set, pick: () => Promise<PickedLocation>) => {
  set(patchStatus, { isPickingLocation: true, alert: undefined });
  const picked = await pick();
  set(patchStatus, {
    isPickingLocation: false,
    ...(picked.ok ? { isApproximateLocation: picked.isApproximate } : {}),
  });
  if (picked.ok) set(dispatchEditorAtom, { type: 'locationChosen', location: picked.location });
});
