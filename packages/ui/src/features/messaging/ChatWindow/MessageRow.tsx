import type { ChatMessageView, Message, MessageId, UserId } from '@vizinhos/domain';
import { type ComponentPropsWithRef, memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../../utils/cx.ts';
import { moderationUiTexts } from '../../moderation/index.ts';
import { messagingTexts as texts } from '../messaging.texts.ts';
import * as styles from './MessageRow.css.ts';

/** A chat row as the domain's chatMessageViews computes it. */
export type { ChatMessageView };

/** Props of MessageRow. */
export type MessageRowProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  view: ChatMessageView;
  onRetry: (request: { id: MessageId }) => void;
  /** "Descartar" beside a failed message of the reader's: the message is let go. */
  onDiscard?: ((request: { id: MessageId }) => void) | undefined;
  /**
   * What the reader may do to another resident from their message (spec 3: Bloquear), beside the
   * sender's name; a stable function, so the memoised rows do not re-render.
   */
  senderActions?: ((sender: { userId: UserId; username: string }) => ReactNode) | undefined;
  /**
   * The reader blocked the sender and has not chosen to see this message (spec 3: Collapsed content):
   * "Conteúdo de um morador bloqueado" stands in for it, as for a post or comment.
   */
  isCollapsed?: boolean;
  /** "Mostrar mesmo assim" on a collapsed message; a stable function, as `senderActions`. */
  onReveal?: ((request: { id: MessageId }) => void) | undefined;
};

function StatusMark({
  message,
  onRetry,
  onDiscard,
}: {
  message: Message;
  onRetry: MessageRowProps['onRetry'];
  onDiscard: MessageRowProps['onDiscard'];
}) {
  if (message.status === 'failed') {
    const retry = (
      <button type="button" className={styles.retry} onClick={() => onRetry({ id: message.id })}>
        <Icon name="alert" size={14} />
        <span>{texts.failed}</span>
      </button>
    );
    if (!onDiscard) return retry;
    return (
      <Inline gap="xxs" justify="end">
        {retry}
        <Button size="sm" emphasis="ghost" tone="default" onClick={() => onDiscard({ id: message.id })}>
          {commonTexts.discard}
        </Button>
      </Inline>
    );
  }
  return (
    <span className={styles.mark} data-status={message.status}>
      <Icon name={message.status === 'pending' ? 'more' : 'check'} size={14} />
      <VisuallyHidden>{message.status === 'pending' ? texts.pending : texts.confirmed}</VisuallyHidden>
    </span>
  );
}

/** One chat message (spec: Messaging app; States and transitions: pending, confirmed, failed; a tap on a failed one retries). */
function MessageRowBase({
  view,
  onRetry,
  onDiscard,
  senderActions,
  isCollapsed = false,
  onReveal,
  className,
  ...rest
}: MessageRowProps) {
  const { message, isOwn, showsSender, isAdmin, postPreview, timeLabel } = view;
  // "Mostrar mesmo assim" goes away with the notice: the focus moves to the revealed message, not to the page.
  const bubbleRef = useRef<HTMLDivElement>(null);
  const [isRevealing, setRevealing] = useState(false);
  useEffect(() => {
    if (!isRevealing || isCollapsed) return;
    bubbleRef.current?.focus();
    setRevealing(false);
  }, [isRevealing, isCollapsed]);
  return (
    <div {...rest} className={cx(styles.root, className)} data-own={isOwn} data-status={message.status}>
      {showsSender ? (
        <Inline gap="xs" wrap={false} className={styles.sender}>
          <Avatar username={message.senderUsername || '?'} src={message.senderAvatar} size="sm" />
          <span className={styles.senderName}>{isOwn ? texts.you : message.senderUsername}</span>
          {isAdmin ? <Badge tone="secondary">{texts.adminLabel}</Badge> : null}
          {message.createdAt && timeLabel ? <time dateTime={message.createdAt}>{timeLabel}</time> : null}
          {!isOwn && message.senderId && senderActions
            ? senderActions({ userId: message.senderId, username: message.senderUsername })
            : null}
        </Inline>
      ) : null}
      {isCollapsed ? (
        <Inline gap="xxs" className={styles.bubble}>
          <p className={styles.body}>{moderationUiTexts.blockedContent}</p>
          <Button
            size="sm"
            emphasis="outline"
            tone="default"
            onClick={() => {
              setRevealing(true);
              onReveal?.({ id: message.id });
            }}
          >
            {moderationUiTexts.showAnyway}
          </Button>
        </Inline>
      ) : (
        <div ref={bubbleRef} tabIndex={-1} className={styles.bubble}>
          {message.body ? <p className={styles.body}>{message.body}</p> : null}
          {message.post ? (
            <Stack gap="xxs" className={styles.post}>
              <span className={styles.postLabel}>{texts.sharedPost}</span>
              {message.post.title ? <strong>{message.post.title}</strong> : null}
              {postPreview ? <span>{postPreview}</span> : null}
            </Stack>
          ) : null}
        </div>
      )}
      {isOwn ? <StatusMark message={message} onRetry={onRetry} onDiscard={onDiscard} /> : null}
    </div>
  );
}

/** One chat message; a row re-renders only when its own view changes, not at each scrolled frame. */
export const MessageRow = memo(MessageRowBase);
