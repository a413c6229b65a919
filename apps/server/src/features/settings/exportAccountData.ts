// "Baixar meus dados" (Configurações): everything the server holds about the resident, as Brazil's
// LGPD (art. 18) asks, in one JSON document. Each table has its own function reading only the
// resident's rows; what others wrote is never included. The document is streamed a section at a
// time (exportAccountStream): built whole, the busiest resident's 16 MB were held three times over
// (rows, objects, string) and nothing went out until the last table had been read.
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

/** The sections after the profile, in the document's order: each reads one table (or two). */
const sections: Array<[string, (db: Database, userId: string) => Promise<unknown>]> = [
  ['sessions', exportSessions],
  ['calendar_feed', exportCalendarFeed],
  ['images', exportImages],
  ['posts', exportPosts],
  ['comments', exportComments],
  ['post_votes', exportPostVotes],
  ['comment_votes', exportCommentVotes],
  ['post_flags', exportPostFlags],
  ['poll_responses', exportPollResponses],
  ['services', exportServices],
  ['conversations', exportConversations],
  ['messages', exportMessages],
  ['notifications', exportNotifications],
  ['push_subscriptions', exportPushSubscriptions],
  ['push_preferences', exportPushPreferences],
];

/**
 * The resident's data export as the pieces of one JSON document, or null when the account is gone:
 * the head (format, date, about, profile) at once, then each section as it is read. An array is
 * written an item at a time, so no piece holds more than one row's text beside the section's rows.
 */
export async function exportAccountStream(
  db: Database,
  userId: string,
  now: Date,
): Promise<AsyncIterable<string> | null> {
  const profile = await exportProfile(db, userId);
  if (!profile) return null;
  const head = { format: 'vizinhos-dados-pessoais/1', exported_at: now.toISOString(), about, profile };
  return (async function* document() {
    yield JSON.stringify(head).slice(0, -1);
    for (const [name, read] of sections) {
      const value = await read(db, userId);
      if (!Array.isArray(value)) {
        yield `,${JSON.stringify(name)}:${JSON.stringify(value ?? null)}`;
        continue;
      }
      let piece = `,${JSON.stringify(name)}:[`;
      for (const [index, item] of value.entries()) {
        piece += (index === 0 ? '' : ',') + JSON.stringify(item);
        // About 64 KB a piece: few enough writes, small enough to go out as they come.
        if (piece.length >= 65_536) {
          yield piece;
          piece = '';
        }
      }
      yield `${piece}]`;
    }
    yield '}';
  })();
}
