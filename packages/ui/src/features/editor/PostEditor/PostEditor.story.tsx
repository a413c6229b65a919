// Story harness: the post editor driven as the app drives it, every rule from the domain (the
// reducer, validation, the objectivity gate, labels and the coach); the analyser call is simulated.
import {
  APPROVAL_BANNER_MS,
  analyzeObjectivity,
  CATEGORY_KEYS,
  canAddPollOption,
  canRemovePollOption,
  categoryDisplayName,
  categoryTools,
  coachObjectivity,
  dateInputValue,
  decideAutomaticCheck,
  INITIAL_POST_EDITOR_STATE,
  isManualAnalysisApproved,
  type LatLng,
  needsAutomaticObjectivityCheck,
  objectivityCoachView,
  objectivityLabel,
  POST_ERROR_TEXTS,
  type PostDraft,
  type PostEditorState,
  postEditorReducer,
  postObjectivityText,
  validateAnalysisRequest,
  validatePostEditor,
} from '@vizinhos/domain';
import { useReducer, useState } from 'react';
import {
  type ObjectivityResult,
  ObjectivityResultModal,
} from '../ObjectivityResultModal/ObjectivityResultModal.tsx';
import { PostImageField } from '../PostImageField/PostImageField.tsx';
import { useDebouncedValue } from '../useDebouncedValue.ts';
import { PostEditor } from './PostEditor.tsx';

const categories = CATEGORY_KEYS.map((key) => ({ key, label: categoryDisplayName(key) }));

/** The coach's marks and score for a text, as the app computes them. */
const coachView = objectivityCoachView;

/** An analysis as the result modal shows it. */
function resultOf(text: string, analysis: { objectivity: number; suggestions: string[] }): ObjectivityResult {
  const { label, tone } = objectivityLabel(analysis.objectivity);
  return { ...analysis, label, tone, text, marks: coachObjectivity(text).marks };
}

/** Props of PostEditorStory. */
export type PostEditorStoryProps = {
  /** The editor's starting form (merged over the empty one). */
  initial?: Partial<PostEditorState>;
  now: Date;
  isEditMode?: boolean;
  /** The simulated analyser: the domain's own answer, a failed call, or one that never answers. */
  analyzer?: 'domain' | 'fails' | 'pending';
  /** The location the Segurança button hands back (the picker's callback). */
  pickedLocation?: LatLng;
  /** Starts with this alert shown. */
  initialAlert?: string;
  /** Starts with the post waiting in the outbox for the connection (Publicar was pressed offline). */
  isWaiting?: boolean;
  initialImageUrl?: string;
  /**
   * How long the approval banner shows (the domain's APPROVAL_BANNER_MS, 3 s): a screenshot of it
   * holds it longer, so the picture does not depend on how fast the machine takes it.
   */
  approvalHideAfterMs?: number;
  /** Receives what the app would send. */
  onSend: (post: PostDraft & { objectivityScore?: number }) => void;
  onCancel: () => void;
};

/** The PostEditor with its result modal and image field, wired with the domain's rules. */
export function PostEditorStory({
  initial,
  now,
  isEditMode = false,
  analyzer = 'domain',
  pickedLocation = { lat: -23.5874, lng: -46.6367 },
  initialAlert,
  isWaiting = false,
  initialImageUrl,
  approvalHideAfterMs = APPROVAL_BANNER_MS,
  onSend,
  onCancel,
}: PostEditorStoryProps) {
  const [state, dispatch] = useReducer(postEditorReducer, { ...INITIAL_POST_EDITOR_STATE, ...initial });
  const [alert, setAlert] = useState(initialAlert);
  const [status, setStatus] = useState<'idle' | 'analyzing' | 'publishing' | 'waiting'>(
    isWaiting ? 'waiting' : 'idle',
  );
  const [isApprovalShown, setApprovalShown] = useState(false);
  const [modal, setModal] = useState<{ result: ObjectivityResult; reason: 'blocked' | 'notApproved' }>();
  const [imageUrl, setImageUrl] = useState(initialImageUrl);
  const [imageAlt, setImageAlt] = useState('');
  const coached = coachView({
    title: useDebouncedValue(state.title, 300),
    text: useDebouncedValue(state.text, 300),
  });

  const analyze = (text: string) =>
    new Promise<{ objectivity: number; suggestions: string[] } | undefined>((resolve) => {
      if (analyzer === 'pending') return;
      setTimeout(() => resolve(analyzer === 'fails' ? undefined : analyzeObjectivity(text)), 50);
    });

  const publish = async () => {
    const checked = validatePostEditor(state, now);
    if (!checked.ok) return setAlert(checked.error);
    setAlert(undefined);
    let objectivityScore: number | undefined;
    if (needsAutomaticObjectivityCheck({ ...state, isCheckRequired: !state.isCheckApproved })) {
      setStatus('analyzing');
      const answer = await analyze(postObjectivityText(state));
      setStatus('idle');
      const outcome = answer
        ? { ok: true as const, objectivityScore: answer.objectivity }
        : { ok: false as const };
      if (decideAutomaticCheck(outcome) === 'block' && answer)
        return setModal({ result: resultOf(state.text, answer), reason: 'blocked' });
      objectivityScore = answer?.objectivity;
      if (answer) setApprovalShown(true);
    }
    onSend({ ...checked.draft, ...(objectivityScore === undefined ? {} : { objectivityScore }) });
  };

  const analyzeManually = async () => {
    const missing = validateAnalysisRequest(state);
    if (missing) return setAlert(missing);
    setAlert(undefined);
    setStatus('analyzing');
    const text = postObjectivityText(state);
    const answer = await analyze(text);
    setStatus('idle');
    if (!answer) return setAlert(POST_ERROR_TEXTS.analysisFailed);
    if (isManualAnalysisApproved(answer.objectivity)) {
      dispatch({ type: 'analysisApproved' });
      setApprovalShown(true);
    } else setModal({ result: resultOf(text, answer), reason: 'notApproved' });
  };

  return (
    <>
      <PostEditor
        state={state}
        categories={categories}
        tools={categoryTools(state.category)}
        canAddPollOption={canAddPollOption(state)}
        canRemovePollOption={canRemovePollOption(state)}
        today={dateInputValue(now)}
        isEditMode={isEditMode}
        alert={alert}
        status={status}
        isApprovalShown={isApprovalShown}
        approvalHideAfterMs={approvalHideAfterMs}
        onApprovalHide={() => setApprovalShown(false)}
        coachMarks={state.text.trim() === '' ? [] : coached.marks}
        coachScore={coached.score}
        onAction={dispatch}
        onPublish={() => void publish()}
        onAnalyze={() => void analyzeManually()}
        onCancel={() => {
          dispatch({ type: 'reset' });
          setStatus('idle');
          setAlert(undefined);
          onCancel();
        }}
        onPickLocation={() => dispatch({ type: 'locationChosen', location: pickedLocation })}
        imageField={
          <PostImageField
            previewUrl={imageUrl}
            alt={imageAlt}
            onAltChange={({ alt }) => setImageAlt(alt)}
            onImageChange={({ url }) => setImageUrl(url)}
            onImageRemove={() => setImageUrl(undefined)}
          />
        }
      />
      <ObjectivityResultModal
        open={modal !== undefined}
        onOpenChange={(open) => {
          if (!open) setModal(undefined);
        }}
        result={modal?.result}
        reason={modal?.reason ?? 'blocked'}
      />
    </>
  );
}
