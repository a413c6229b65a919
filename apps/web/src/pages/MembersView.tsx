import { useSetAtom } from 'jotai';
import { MembersPage } from '../features/members/index.ts';
import { openConversationWithAtom } from '../features/messaging/index.ts';

/** `/membros`: the members directory, whose "Enviar mensagem" opens a conversation (messaging). */
export function MembersView() {
  const openConversation = useSetAtom(openConversationWithAtom);
  return <MembersPage onSendMessage={({ userId }) => void openConversation({ userId })} />;
}
