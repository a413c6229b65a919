import type { MessageId } from '@vizinhos/domain';
import type { ComponentPropsWithRef } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { messagingTexts as texts } from '../messaging.texts.ts';
import * as styles from './ChatWindow.css.ts';
import { Composer, type ComposerProps } from './Composer.tsx';
import { MessageList, type MessageListProps } from './MessageList.tsx';
import type { ChatMessageView, MessageRowProps } from './MessageRow.tsx';

/** Props of ChatWindow. */
export type ChatWindowProps = Omit<ComponentPropsWithRef<'section'>, 'title'> &
  ComposerProps & {
    /** The conversation's name (its title or the other residents). */
    title: string;
    /** Who is in it, under the name. */
    subtitle?: string | undefined;
    /** The messages, oldest first. */
    messages: ReadonlyArray<ChatMessageView>;
    /** The newest page: loading, ready, or failed (with `onRetryLoad`). */
    status: 'loading' | 'ready' | 'error';
    errorText?: string | undefined;
    onRetryLoad?: () => void;
    /** Older pages exist (the domain's hasMoreMessages: the last page came back full). */
    hasMore: boolean;
    isLoadingMore?: boolean;
    /** The reader came near the top: the next older page of 40. */
    onLoadMore: () => void;
    /** "Início da conversa" shows above the first message (the domain's showsConversationStart, once every page is in). */
    showsStart: boolean;
    /** A tap on a failed message resends it. */
    onRetryMessage: (request: { id: MessageId }) => void;
    /** "Descartar" on a failed message of the reader's: it leaves the chat and the outbox. */
    onDiscardMessage?: ((request: { id: MessageId }) => void) | undefined;
    /** Beside another resident's name on their message (spec 3: "Bloquear" from a message). */
    senderActions?: MessageRowProps['senderActions'];
    /**
     * Residents the reader blocked (spec 3: Block, Collapsed content): in a group that predates the
     * block their messages show "Conteúdo de um morador bloqueado" until "Mostrar mesmo assim".
     */
    blockedSenderIds?: MessageListProps['blockedSenderIds'];
    /** Messages the reader chose to see anyway, kept by the caller (for the session, as a post's). */
    revealedMessageIds?: MessageListProps['revealedMessageIds'];
    /** "Mostrar mesmo assim" on a collapsed message; a stable function, so the memoised rows do not re-render. */
    onRevealMessage?: MessageListProps['onRevealMessage'];
    /** Why the last message was not sent (the server's text: too many messages, with when to try again). */
    sendError?: string | undefined;
    /** Back to the list (narrow screens). */
    onBack?: () => void;
    onOpenSettings?: () => void;
  };

/** The chat window (spec: Messaging app; Validation rules; Business constants and limits). */
export function ChatWindow({
  title,
  subtitle,
  messages,
  status,
  errorText,
  onRetryLoad,
  hasMore,
  isLoadingMore = false,
  onLoadMore,
  showsStart,
  onRetryMessage,
  onDiscardMessage,
  senderActions,
  blockedSenderIds,
  revealedMessageIds,
  onRevealMessage,
  sendError,
  onBack,
  onOpenSettings,
  draft,
  canSend,
  isSendKey,
  onDraftChange,
  onSend,
  className,
  ...rest
}: ChatWindowProps) {
  const top = isLoadingMore ? (
    <Inline gap="xs" justify="center" wrap={false} asChild>
      <p className={styles.edge}>
        <Spinner size="sm" label={null} />
        <span role="status">{texts.loadingOlder}</span>
      </p>
    </Inline>
  ) : showsStart && !hasMore ? (
    <Inline gap="xs" justify="center" wrap={false} asChild>
      <p className={styles.edge}>{texts.conversationStart}</p>
    </Inline>
  ) : null;
  return (
    <Stack gap="none" asChild>
      <section {...rest} aria-label={title} className={cx(styles.root, className)}>
        <Inline wrap={false} asChild>
          <header className={styles.header}>
            {onBack ? <IconButton icon="arrowLeft" aria-label={texts.back} onClick={() => onBack()} /> : null}
            <div className={styles.heading}>
              <h2 className={styles.title}>{title}</h2>
              {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            </div>
            {onOpenSettings ? (
              <IconButton icon="more" aria-label={texts.openSettings} onClick={() => onOpenSettings()} />
            ) : null}
          </header>
        </Inline>
        {status === 'loading' ? (
          <div className={styles.state}>
            <Spinner label={texts.loadingMessages} />
          </div>
        ) : null}
        {status === 'error' && messages.length === 0 ? (
          <Callout tone="danger" role="alert" className={styles.state}>
            <p>{errorText ?? texts.messagesFailed}</p>
            {onRetryLoad ? (
              <Button size="sm" emphasis="outline" tone="danger" onClick={() => onRetryLoad()}>
                {texts.retry}
              </Button>
            ) : null}
          </Callout>
        ) : null}
        {status === 'ready' && messages.length === 0 ? (
          <EmptyState className={styles.state} icon="message" title={texts.noMessagesYet} />
        ) : null}
        {status !== 'loading' && messages.length > 0 ? (
          <MessageList
            messages={messages}
            hasMore={hasMore}
            isLoadingMore={isLoadingMore}
            onLoadMore={onLoadMore}
            onRetry={onRetryMessage}
            onDiscard={onDiscardMessage}
            senderActions={senderActions}
            blockedSenderIds={blockedSenderIds}
            revealedMessageIds={revealedMessageIds}
            onRevealMessage={onRevealMessage}
            top={top}
          />
        ) : null}
        {sendError ? (
          <Callout tone="warning" role="alert" className={styles.state}>
            {sendError}
          </Callout>
        ) : null}
        <Composer
          draft={draft}
          canSend={canSend}
          isSendKey={isSendKey}
          onDraftChange={onDraftChange}
          onSend={onSend}
        />
      </section>
    </Stack>
  );
}
