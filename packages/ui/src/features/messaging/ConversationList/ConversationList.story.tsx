// Story harness: the list fed the way the app feeds it, each preview cut by the domain.
import { type Conversation, previewLatestMessage } from '@vizinhos/domain';
import { ConversationList, type ConversationListProps } from './ConversationList.tsx';

/** Props of ConversationListStory: the conversations; the previews come from the domain. */
export type ConversationListStoryProps = Omit<ConversationListProps, 'items'> & {
  conversations: Conversation[];
};

/** A ConversationList whose previews come from the domain's previewLatestMessage (50 characters). */
export function ConversationListStory({ conversations, ...rest }: ConversationListStoryProps) {
  const items = conversations.map((conversation) => ({
    conversation,
    preview: conversation.latestMessage ? previewLatestMessage(conversation.latestMessage) : undefined,
  }));
  return <ConversationList {...rest} items={items} />;
}
