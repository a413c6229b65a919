// "Baixar meus dados" (Configurações): everything the server holds about the resident, as Brazil's
// LGPD (art. 18) asks, in one JSON document. Each table has its own function reading only the
// resident's rows; what others wrote is never included.
import type { Database } from '../../db/openDatabase.ts';
import { exportCalendarFeed, exportImages, exportProfile, exportSessions } from './exportAccount.ts';
import {
  exportCommentVotes,
  exportPollResponses,
  exportPostFlags,
  exportPostVotes,
} from './exportActions.ts';
import { exportComments, exportPosts, exportServices } from './exportContent.ts';
import {
  exportConversations,
  exportMessages,
  exportNotifications,
  exportPushPreferences,
  exportPushSubscriptions,
} from './exportExchanges.ts';

/** What the document says about itself, in the resident's language. */
const about =
  'Dados que o Vizinhos guarda sobre você: seu perfil, sessões abertas, imagens enviadas, postagens, ' +
  'comentários, votos, denúncias, respostas a enquetes, serviços cadastrados, o seu calendário, as conversas ' +
  'de que participa com as mensagens que você enviou, suas notificações e preferências de aviso. A senha é ' +
  'guardada só como resumo criptográfico e não é incluída. Dados de outros moradores (as mensagens deles, ' +
  'quem votou ou respondeu) não são incluídos.';

/** The resident's data export, or null when the account is gone. */
export async function exportAccountData(db: Database, userId: string, now: Date) {
  const profile = await exportProfile(db, userId);
  if (!profile) return null;
  return {
    format: 'vizinhos-dados-pessoais/1',
    exported_at: now.toISOString(),
    about,
    profile,
    sessions: await exportSessions(db, userId),
    calendar_feed: await exportCalendarFeed(db, userId),
    images: await exportImages(db, userId),
    posts: await exportPosts(db, userId),
    comments: await exportComments(db, userId),
    post_votes: await exportPostVotes(db, userId),
    comment_votes: await exportCommentVotes(db, userId),
    post_flags: await exportPostFlags(db, userId),
    poll_responses: await exportPollResponses(db, userId),
    services: await exportServices(db, userId),
    conversations: await exportConversations(db, userId),
    messages: await exportMessages(db, userId),
    notifications: await exportNotifications(db, userId),
    push_subscriptions: await exportPushSubscriptions(db, userId),
    push_preferences: await exportPushPreferences(db, userId),
  };
}
