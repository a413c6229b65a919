import type { Conversation, ConversationId, UserId } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useState } from 'react';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../../utils/cx.ts';
import { conversationName } from '../conversationName.ts';
import { filterConversations } from '../filterConversations.ts';
import { messagingTexts as texts } from '../messaging.texts.ts';
import { preloadNewConversationDialog } from '../NewConversationDialog/LazyNewConversationDialog.tsx';
import * as styles from './ConversationList.css.ts';

/** One row of the list: the conversation and its latest message cut by the domain's previewLatestMessage (50 characters). */
export type ConversationListItem = { conversation: Conversation; preview: string | undefined };

/** Props of ConversationList. */
export type ConversationListProps = Omit<ComponentPropsWithRef<'div'>, 'onSelect'> & {
  items: ReadonlyArray<ConversationListItem>;
  /** The reader, left out of a conversation's name. */
  currentUserId: UserId | undefined;
  /** The first fetch: loading, ready, or failed (with `onRetry`). */
  status: 'loading' | 'ready' | 'error';
  errorText?: string | undefined;
  onRetry?: () => void;
  /** The open conversation, marked current. */
  selectedId?: ConversationId | undefined;
  onSelect: (selection: { conversationId: ConversationId }) => void;
  onNewConversation: () => void;
};

/** The conversation list (spec: Messaging app): a search, each conversation with its preview and an unread mark. */
export function ConversationList({
  items,
  currentUserId,
  status,
  errorText,
  onRetry,
  selectedId,
  onSelect,
  onNewConversation,
  className,
  ...rest
}: ConversationListProps) {
  const [query, setQuery] = useState('');
  const shown = filterConversations(items, query, currentUserId);
  return (
    <Stack gap="none" {...rest} className={cx(styles.root, className)}>
      <Inline align="end" className={styles.tools}>
        <TextField
          type="search"
          label={texts.searchConversations}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={styles.search}
        />
        <Button
          size="sm"
          // The dialog's chunk comes while the hand moves.
          onPointerEnter={preloadNewConversationDialog}
          onFocus={preloadNewConversationDialog}
          onTouchStart={preloadNewConversationDialog}
          onClick={() => onNewConversation()}
        >
          <Icon name="edit" />
          {texts.newConversation}
        </Button>
      </Inline>
      {status === 'loading' ? (
        <div className={styles.state}>
          <Spinner label={texts.loadingConversations} />
        </div>
      ) : null}
      {status === 'error' ? (
        <Callout tone="danger" role="alert" className={styles.state}>
          <p>{errorText ?? texts.loadFailed}</p>
          {onRetry ? (
            <Button size="sm" emphasis="outline" tone="danger" onClick={() => onRetry()}>
              {texts.retry}
            </Button>
          ) : null}
        </Callout>
      ) : null}
      {status === 'ready' && shown.length === 0 ? (
        <EmptyState
          className={styles.state}
          icon="message"
          title={query.trim() ? texts.noMatchTitle : texts.emptyTitle}
          description={query.trim() ? texts.noMatchHint : texts.emptyHint}
        />
      ) : null}
      {status === 'ready' && shown.length > 0 ? (
        <ul aria-label={texts.listLabel} className={styles.list}>
          {shown.map(({ conversation, preview }) => {
            const name = conversationName(conversation, currentUserId);
            const other =
              conversation.participants.find((p) => p.id !== currentUserId) ?? conversation.participants[0];
            return (
              <li key={conversation.id}>
                <Inline wrap={false} asChild>
                  <button
                    type="button"
                    className={styles.item}
                    data-unread={conversation.hasUnread}
                    aria-current={conversation.id === selectedId ? 'true' : undefined}
                    onClick={() => onSelect({ conversationId: conversation.id })}
                  >
                    <Avatar username={other?.username ?? name} src={other?.avatar} size="sm" />
                    <Stack gap="none" asChild>
                      <span className={styles.itemBody}>
                        <span className={styles.itemName}>{name}</span>
                        <span className={styles.itemPreview}>{preview ?? texts.noMessagesYet}</span>
                      </span>
                    </Stack>
                    {conversation.hasUnread ? (
                      <span className={styles.unreadDot} data-testid="unread-mark">
                        <VisuallyHidden>{texts.unread}</VisuallyHidden>
                      </span>
                    ) : null}
                  </button>
                </Inline>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Stack>
  );
}
