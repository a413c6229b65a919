import {
  APPROVAL_BANNER_MS,
  CATEGORY_KEYS,
  canAddPollOption,
  canRemovePollOption,
  categoryDisplayName,
  categoryTools,
  dateInputValue,
  type LatLng,
  objectivityCoachView,
  type Post,
} from '@vizinhos/domain';
import { ObjectivityResultModal, PostEditor, PostImageField, useDebouncedValue } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ComponentType, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { PickedLocation } from './pickedLocation.ts';
import {
  analyzeDraftAtom,
  closeResultAtom,
  dispatchEditorAtom,
  type EditorSend,
  type EditorWrite,
  editorFormAtom,
  editorStatusAtom,
  followSendAtom,
  hideApprovalAtom,
  pickEditorLocationAtom,
  publishDraftAtom,
  resetEditorAtom,
  setEditorImageAltAtom,
  setEditorImageAtom,
  startEditingAtom,
} from './state.ts';

/** The coach waits for a pause in typing: one analysis per pause, in the browser, no request. */
const COACH_DEBOUNCE_MS = 300;
const categories = CATEGORY_KEYS.map((key) => ({ key, label: categoryDisplayName(key) }));

/** Props of PostEditorPanel. */
export type PostEditorPanelProps = {
  /** The post handed over by a card's Editar (spec: Screens and routes: edit mode is given by the caller). */
  editingPost: Post | undefined;
  /** The post handed over to the outbox, as it is now (sending, waiting or refused), if any. */
  send: EditorSend | undefined;
  /** Publicar: the checked post, for the outbox; the caller shows it once it is sent. */
  onSend: (write: EditorWrite) => void;
  /** Cancelar while the post waits ("Descartar"): the outbox lets it go. */
  onDiscard: () => void;
  /** The editor took a refusal's text and its draft back: the outbox may forget it. */
  onRefusalRead: () => void;
  /** Edit mode ended (saved or cancelled). */
  onEditDone: () => void;
  /** The location picker, another feature's (map): handed in by the page that composes both. */
  LocationPicker: ComponentType<LocationPickerProps>;
  /**
   * Given when the editor takes the place of its placeholder (PostEditorPlaceholder) whose title got
   * focus: the title typed there, and the title field gets the focus (which opens the editor).
   */
  startTitle?: string;
};

/** What the editor gives and expects of a location picker. */
type LocationPickerProps = {
  initial: LatLng | undefined;
  isApproximate: boolean;
  onDone: (result: { location: LatLng; isApproximate: boolean } | undefined) => void;
};

/** The timeline's post editor: the ui's PostEditor on the session's editor atoms, the live coach and the image. */
export function PostEditorPanel({
  editingPost,
  send,
  onSend,
  onDiscard,
  onRefusalRead,
  onEditDone,
  LocationPicker,
  startTitle,
}: PostEditorPanelProps) {
  const form = useAtomValue(editorFormAtom);
  const status = useAtomValue(editorStatusAtom);
  const dispatch = useSetAtom(dispatchEditorAtom);
  const startEditing = useSetAtom(startEditingAtom);
  const reset = useSetAtom(resetEditorAtom);
  const publish = useSetAtom(publishDraftAtom);
  const analyze = useSetAtom(analyzeDraftAtom);
  const pickLocation = useSetAtom(pickEditorLocationAtom);
  const setImage = useSetAtom(setEditorImageAtom);
  const setImageAlt = useSetAtom(setEditorImageAltAtom);
  const hideApproval = useSetAtom(hideApprovalAtom);
  const closeResult = useSetAtom(closeResultAtom);
  const followSend = useSetAtom(followSendAtom);
  const rootRef = useRef<HTMLFormElement>(null);
  // The open picker's answer goes to the awaiting pickEditorLocationAtom; none while it is closed.
  const [pickerAnswer, setPickerAnswer] = useState<((picked: PickedLocation) => void) | undefined>(undefined);
  const pickOnMap = () =>
    new Promise<PickedLocation>((resolve) => {
      setPickerAnswer(() => (picked: PickedLocation) => {
        setPickerAnswer(undefined);
        resolve(picked);
      });
    });

  // Once, on mount: the placeholder's title and its focus carry over (a ref: later renders don't).
  const startTitleRef = useRef(startTitle);
  useEffect(() => {
    const title = startTitleRef.current;
    if (title === undefined) return;
    if (title !== '') dispatch({ type: 'titleChanged', title });
    // The focus comes back only if the swap took it (it fell to the page): a resident who already
    // moved on by keyboard while the editor's code loaded keeps their place.
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const input = rootRef.current?.querySelector<HTMLInputElement>('input');
    input?.focus({ preventScroll: true });
    // The caret after what was typed, so that typing goes on where it was.
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [dispatch]);

  useEffect(() => {
    if (!editingPost || editingPost.id === status.editingId) return;
    startEditing(editingPost);
    rootRef.current?.scrollIntoView({ block: 'start' });
    rootRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [editingPost, status.editingId, startEditing]);

  // The handed-over post: shown while it waits (a previous page's too), gone once sent, given back if refused.
  useEffect(() => {
    if (followSend(send) === 'refusalRead') onRefusalRead();
  }, [send, followSend, onRefusalRead]);

  const settledText = useDebouncedValue(form.text, COACH_DEBOUNCE_MS);
  const settledTitle = useDebouncedValue(form.title, COACH_DEBOUNCE_MS);
  // Title and text together, the score the gate and the server give the post.
  const coach = useMemo(
    () => objectivityCoachView({ title: settledTitle, text: settledText }),
    [settledTitle, settledText],
  );
  const isEditMode = status.editingId !== undefined;

  return (
    <>
      <PostEditor
        ref={rootRef}
        state={form}
        categories={categories}
        tools={categoryTools(form.category)}
        canAddPollOption={canAddPollOption(form)}
        canRemovePollOption={canRemovePollOption(form)}
        today={dateInputValue(new Date())}
        isEditMode={isEditMode}
        alert={status.alert}
        status={
          send?.phase === 'waiting' ? 'waiting' : send?.phase === 'sending' ? 'publishing' : status.phase
        }
        isApprovalShown={status.isApprovalShown}
        approvalHideAfterMs={APPROVAL_BANNER_MS}
        onApprovalHide={hideApproval}
        coachMarks={settledText.trim() === '' ? [] : coach.marks}
        coachScore={coach.score}
        onAction={dispatch}
        onPublish={async () => {
          const write = await publish({ now: new Date() });
          if (write) onSend(write);
        }}
        onAnalyze={() => void analyze()}
        onCancel={() => {
          if (send && send.phase !== 'refused') onDiscard();
          reset();
          if (isEditMode) onEditDone();
        }}
        onPickLocation={() => void pickLocation(pickOnMap)}
        isPickingLocation={status.isPickingLocation}
        imageField={
          <PostImageField
            previewUrl={status.image?.url}
            alt={status.imageAlt}
            onAltChange={({ alt }) => setImageAlt(alt)}
            onImageChange={(image) => setImage(image)}
            onImageRemove={() => setImage(undefined)}
          />
        }
      />
      {pickerAnswer ? (
        <Suspense fallback={null}>
          <LocationPicker
            initial={form.location}
            isApproximate={status.isApproximateLocation}
            onDone={(result) =>
              pickerAnswer(
                result
                  ? { ok: true, location: result.location, isApproximate: result.isApproximate }
                  : { ok: false },
              )
            }
          />
        </Suspense>
      ) : null}
      <ObjectivityResultModal
        open={status.modal !== undefined}
        onOpenChange={(open) => {
          if (!open) closeResult();
        }}
        result={status.modal?.result}
        reason={status.modal?.reason ?? 'blocked'}
      />
    </>
  );
}
