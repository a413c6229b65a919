import type { ConversationId, UserId } from '@vizinhos/domain';
import { type ReactNode, useId } from 'react';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import type { ConversationListItem } from '../ConversationList/ConversationList.tsx';
import { conversationName } from '../conversationName.ts';
import { messagingTexts as texts } from '../messaging.texts.ts';
import * as styles from './ConversationPicker.css.ts';

/** Props of ConversationPicker. */
export type ConversationPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is shared, named under the title. */
  subject: string;
  items: ReadonlyArray<ConversationListItem>;
  currentUserId: UserId | undefined;
  status: 'loading' | 'ready' | 'error';
  errorText?: string | undefined;
  onPick: (choice: { conversationId: ConversationId }) => void;
  trigger?: ReactNode;
};

/** Choose the conversation a post is shared into (the post card's "Compartilhar em conversa"). */
export function ConversationPicker({
  open,
  onOpenChange,
  subject,
  items,
  currentUserId,
  status,
  errorText,
  onPick,
  trigger,
}: ConversationPickerProps) {
  const descriptionId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content width="420px" aria-describedby={descriptionId}>
        <Dialog.Title>{texts.shareInConversation}</Dialog.Title>
        <Dialog.Description id={descriptionId}>{subject}</Dialog.Description>
        {status === 'loading' ? <Spinner label={texts.loadingConversations} /> : null}
        {errorText ? (
          <p role="alert" className={styles.error}>
            {errorText}
          </p>
        ) : null}
        {status === 'ready' && items.length === 0 ? (
          <EmptyState icon="message" title={texts.emptyTitle} description={texts.emptyHint} />
        ) : null}
        {items.length > 0 ? (
          <ul className={styles.list} aria-label={texts.listLabel}>
            {items.map(({ conversation }) => {
              const name = conversationName(conversation, currentUserId);
              return (
                <li key={conversation.id}>
                  <Inline wrap={false} asChild>
                    <button
                      type="button"
                      className={styles.item}
                      onClick={() => onPick({ conversationId: conversation.id })}
                    >
                      <Avatar username={name} size="sm" />
                      <span>
                        <VisuallyHidden>{texts.shareTo} </VisuallyHidden>
                        {name}
                      </span>
                    </button>
                  </Inline>
                </li>
              );
            })}
          </ul>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
