import type { ObjectivityMark } from '@vizinhos/domain';
import type { ComponentPropsWithRef, KeyboardEvent } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { CoachedTextArea } from '../../editor/index.ts';
import { commentsTexts } from '../comments.texts.ts';
import * as styles from './CommentCreator.css.ts';

/** Props of CommentCreator. */
export type CommentCreatorProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> & {
  /** The draft; the caller holds it, so it survives an error and a reload. */
  text: string;
  /** Whether the text may be sent (the domain's canSendCommentText): blank text may not. */
  canSend: boolean;
  /** The comment is on its way: the box stays, the button is busy. */
  isSending?: boolean;
  /** The last send failed (spec: Error catalogue: "Erro ao criar comentário"); the draft stays. */
  errorText?: string | undefined;
  /** The author replied to, for a reply's creator; a top-level comment has none. */
  replyTo?: string | undefined;
  /** Focus the box when it opens (a reply's creator). */
  autoFocus?: boolean;
  /**
   * The gentle nudge while the tone looks heated (the domain's commentNudge: abuse, not opinion), with
   * the post coach's insult marks on the words; absent when it does not, or once dismissed. Never a
   * gate: sending still works.
   */
  nudge?: { marks: readonly ObjectivityMark[] } | undefined;
  /** "Dispensar" on the nudge. */
  onDismissNudge?: () => void;
  onTextChange: (change: { text: string }) => void;
  onSend: (send: { text: string }) => void;
  /** Esc or Cancelar (spec: Validation rules); a top-level creator without it shows no Cancelar. */
  onCancel?: () => void;
  /**
   * "Descartar" beside a refusal (`errorText`): the resident lets the refused text go; Comentar
   * sends it again, changed or not.
   */
  onDiscard?: () => void;
};

/**
 * The comment creator (spec: Validation rules, Business constants and limits): 3 to 10 rows, blank text is never sent,
 * Ctrl or Cmd+Enter sends, Esc cancels. While the tone looks heated, a dismissible nudge under the box
 * asks to rephrase and the words are marked as the post coach marks them.
 */
export function CommentCreator({
  text,
  canSend,
  isSending = false,
  errorText,
  replyTo,
  autoFocus = false,
  nudge,
  onDismissNudge,
  onTextChange,
  onSend,
  onCancel,
  onDiscard,
  className,
  ...rest
}: CommentCreatorProps) {
  const isSendable = canSend && !isSending;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (isSendable) onSend({ text });
    }
  };
  return (
    // The creator: the text area, the error under it and the actions on the right.
    <Stack gap="xs" asChild>
      <form
        {...rest}
        className={className}
        aria-busy={isSending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (isSendable) onSend({ text });
        }}
      >
        <CoachedTextArea
          label={replyTo ? `${commentsTexts.replyLabel} ${replyTo}` : commentsTexts.writeLabel}
          labelHidden
          placeholder={replyTo ? `${commentsTexts.replyLabel} ${replyTo}` : commentsTexts.writeLabel}
          hint={commentsTexts.sendHint}
          minRows={3}
          maxRows={10}
          value={text}
          marks={nudge?.marks ?? []}
          hasScoreLine={false}
          // A reply's box opens on the reader's request, so taking focus follows their action.
          autoFocus={autoFocus}
          onValueChange={onTextChange}
          onKeyDown={onKeyDown}
        />
        {/* Always in the page, so that a screen reader hears the nudge when it appears. */}
        <div role="status" className={styles.nudgeRegion}>
          {nudge ? (
            <Callout tone="warning" icon="comment" className={styles.nudge}>
              <span>{commentsTexts.nudge}</span>
              {onDismissNudge ? (
                <Button type="button" size="sm" emphasis="ghost" tone="default" onClick={onDismissNudge}>
                  {commentsTexts.dismissNudge}
                </Button>
              ) : null}
            </Callout>
          ) : null}
        </div>
        {errorText ? (
          <Callout tone="danger" role="alert">
            {errorText}
          </Callout>
        ) : null}
        <Inline gap="xs" justify="end" align="stretch" wrap={false}>
          {onCancel ? (
            <Button type="button" size="sm" emphasis="ghost" tone="default" onClick={onCancel}>
              {commonTexts.cancel}
            </Button>
          ) : null}
          {onDiscard && errorText && !isSending ? (
            <Button type="button" size="sm" emphasis="ghost" tone="default" onClick={onDiscard}>
              {commentsTexts.discard}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!canSend} isLoading={isSending}>
            {isSending ? commentsTexts.sending : replyTo ? commentsTexts.sendReply : commentsTexts.send}
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}
