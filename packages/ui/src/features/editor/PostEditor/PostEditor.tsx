import type {
  CategoryKey,
  ObjectivityMark,
  PostEditorAction,
  PostEditorState,
  CategoryTools as Tools,
} from '@vizinhos/domain';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Select } from '../../../primitives/Select/Select.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { cx } from '../../../utils/cx.ts';
import { ApprovalBanner } from '../ApprovalBanner/ApprovalBanner.tsx';
import { CategoryTools } from '../CategoryTools/CategoryTools.tsx';
import { CoachedTextArea, type CoachScore } from '../CoachedTextArea/CoachedTextArea.tsx';
import { editorTexts } from '../editor.texts.ts';
import * as styles from './PostEditor.css.ts';

/** Props of PostEditor. */
export type PostEditorProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> & {
  /** The form (the domain's postEditorReducer state); every change goes out through `onAction`. */
  state: PostEditorState;
  /** The categories offered, with their display names (the domain's CATEGORY_KEYS and categoryDisplayName). */
  categories: ReadonlyArray<{ key: CategoryKey; label: string }>;
  /** The chosen category's tools (the domain's categoryTools). */
  tools: Tools;
  canAddPollOption: boolean;
  canRemovePollOption: boolean;
  /** Today as YYYY-MM-DD: the event date's minimum. */
  today: string;
  /** Editing an existing post (spec: Screens and routes: given by the caller): Salvar instead of Publicar. */
  isEditMode?: boolean;
  /** A validation or call alert (spec: Validation rules, Error catalogue). */
  alert?: string | undefined;
  /**
   * What the editor is waiting for: the check, the post's call, or the way to open again (the post
   * kept in the app's outbox, sent when the connection returns). While the post is on its way the
   * fields are read-only and Cancelar lets it go ("Descartar" while it waits).
   */
  status?: 'idle' | 'analyzing' | 'publishing' | 'waiting';
  /** The approval banner (spec: States and transitions: hidden after 3 s). */
  isApprovalShown?: boolean;
  approvalHideAfterMs: number;
  onApprovalHide: () => void;
  /** The live coach's marks on the text and its score (the domain's coachObjectivity). */
  coachMarks: readonly ObjectivityMark[];
  coachScore?: CoachScore | undefined;
  /** The image field (PostImageField), composed by the caller. */
  imageField?: ReactNode;
  onAction: (action: PostEditorAction) => void;
  /** Publicar: the caller validates, runs the automatic check and sends. */
  onPublish: () => void;
  /** Analisar: the manual analysis of title plus text. */
  onAnalyze: () => void;
  onCancel: () => void;
  onPickLocation?: () => void;
  isPickingLocation?: boolean;
};

/**
 * The post editor (spec: Screens and routes, States and transitions, Validation rules): collapsed to
 * its title until the title gets focus, then the text with the objectivity coach, the category, its
 * tools and the image; Analisar until a manual analysis approves, and Publicar.
 */
export function PostEditor({
  state,
  categories,
  tools,
  canAddPollOption,
  canRemovePollOption,
  today,
  isEditMode = false,
  alert,
  status = 'idle',
  isApprovalShown = false,
  approvalHideAfterMs,
  onApprovalHide,
  coachMarks,
  coachScore,
  imageField,
  onAction,
  onPublish,
  onAnalyze,
  onCancel,
  onPickLocation,
  isPickingLocation,
  className,
  ...rest
}: PostEditorProps) {
  const isBusy = status !== 'idle';
  const isSending = status === 'publishing' || status === 'waiting';
  return (
    <Card asChild>
      <Stack gap="md" asChild>
        <form
          aria-label={isEditMode ? editorTexts.editFormLabel : editorTexts.formLabel}
          data-expanded={state.isExpanded}
          noValidate
          {...rest}
          className={cx(styles.root, className)}
          onSubmit={(event) => {
            event.preventDefault();
            if (!isBusy) onPublish();
          }}
        >
          {/* One fieldset with no box of its own: every field read-only while the post is on its way. */}
          <fieldset disabled={isSending} className={styles.fields}>
            <TextField
              label={editorTexts.title}
              placeholder={editorTexts.titlePlaceholder}
              value={state.title}
              maxLength={200}
              onFocus={() => {
                if (!state.isExpanded) onAction({ type: 'titleFocused' });
              }}
              onChange={(event) => onAction({ type: 'titleChanged', title: event.target.value })}
            />
            {state.isExpanded ? (
              <>
                <CoachedTextArea
                  label={editorTexts.text}
                  placeholder={editorTexts.textPlaceholder}
                  value={state.text}
                  marks={coachMarks}
                  score={coachScore}
                  minRows={3}
                  maxRows={8}
                  onValueChange={({ text }) => onAction({ type: 'textChanged', text })}
                />
                <Select.Root
                  label={editorTexts.category}
                  value={state.category}
                  onValueChange={(value) =>
                    onAction({ type: 'categoryChosen', category: value as CategoryKey })
                  }
                  className={styles.category}
                >
                  {categories.map(({ key, label }) => (
                    <Select.Item key={key} value={key}>
                      {label}
                    </Select.Item>
                  ))}
                </Select.Root>
                <CategoryTools
                  state={state}
                  tools={tools}
                  canAddPollOption={canAddPollOption}
                  canRemovePollOption={canRemovePollOption}
                  today={today}
                  onAction={onAction}
                  onPickLocation={onPickLocation}
                  isPickingLocation={isPickingLocation}
                />
                {imageField}
              </>
            ) : null}
          </fieldset>
          {state.isExpanded ? (
            <>
              <div role="alert">
                {alert ? (
                  <Callout tone="danger" icon="alert">
                    {alert}
                  </Callout>
                ) : null}
              </div>
              <Inline justify="end">
                {status === 'analyzing' || status === 'waiting' ? (
                  <span className={styles.status} role="status">
                    <Spinner size="sm" label={null} />
                    {status === 'waiting' ? editorTexts.waiting : editorTexts.analyzing}
                  </span>
                ) : null}
                <Button emphasis="ghost" tone="default" onClick={onCancel}>
                  {status === 'waiting' ? editorTexts.discard : commonTexts.cancel}
                </Button>
                {state.isCheckApproved ? null : (
                  <Button
                    emphasis="outline"
                    disabled={isBusy}
                    isLoading={status === 'analyzing'}
                    onClick={onAnalyze}
                  >
                    {editorTexts.analyze}
                  </Button>
                )}
                <Button type="submit" disabled={isBusy} isLoading={isSending}>
                  {isEditMode ? editorTexts.save : editorTexts.publish}
                </Button>
              </Inline>
            </>
          ) : null}
          {/* Outside the expanded part: after a publish resets the editor, the banner still shows its 3 s. */}
          <ApprovalBanner
            isShown={isApprovalShown}
            hideAfterMs={approvalHideAfterMs}
            onHide={onApprovalHide}
          />
        </form>
      </Stack>
    </Card>
  );
}
