import { readPushPreferences, toWirePushPreferences, unsubscribeMail } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/openDatabase.ts';
import { users } from '../db/schema.ts';
import { loadStoredPreferences, savePreferences } from '../features/push/index.ts';
import type { FeatureRoutes } from '../http/featureRoutes.ts';
import { escapeHtml } from './escapeHtml.ts';
import { mailServerTexts as t } from './mail.texts.ts';
import { readUnsubscribeToken, unsubscribePath } from './unsubscribeToken.ts';

const style = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f2328;background:#fff}
button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #1d4fd8;background:#1d4fd8;color:#fff}
button:focus-visible,a:focus-visible{outline:2px solid #1d4fd8;outline-offset:2px}a{color:#1d4fd8}`;

function page(body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.unsubscribeTitle}</title><style>${style}</style></head><body><main><h1>${t.unsubscribeTitle}</h1>${body}</main></body></html>`;
}

/**
 * The one-click unsubscribe of the digest and alert mails (RFC 8058), needing no sign-in: the
 * signed token names the resident and the kind. GET only asks (a link scanner that fetches it
 * changes nothing); POST, from the page's button or the mail client's List-Unsubscribe-Post,
 * turns that kind of mail off in the resident's one settings model.
 */
function registerUnsubscribe(
  app: FastifyInstance,
  options: { db: Database; now: () => Date; key: () => Promise<Buffer> },
): void {
  const read = async (query: unknown) => {
    const token = (query as { t?: unknown } | undefined)?.t;
    return typeof token === 'string' ? readUnsubscribeToken(await options.key(), token) : null;
  };
  // A browser reads the page; anything else (a mail client's POST, a script) gets the JSON error.
  const refuse = (request: FastifyRequest, reply: FastifyReply) =>
    request.headers.accept?.includes('text/html')
      ? html(reply)
          .status(400)
          .send(page(`<p>${t.unsubscribeInvalid}</p>`))
      : reply.status(400).send({ error: t.unsubscribeInvalid });
  const html = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8');

  app.get(unsubscribePath, async (request, reply) => {
    const target = await read(request.query);
    if (!target) return refuse(request, reply);
    const token = (request.query as { t: string }).t;
    return html(reply).send(
      page(
        `<p>${escapeHtml(t.unsubscribeAsk(t.kindNames[target.kind]))}</p><form method="post" action="${unsubscribePath}?t=${encodeURIComponent(token)}"><button type="submit">${t.unsubscribeButton}</button></form>`,
      ),
    );
  });

  app.post(unsubscribePath, async (request, reply) => {
    const target = await read(request.query);
    if (!target) return refuse(request, reply);
    const [resident] = await options.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, target.userId));
    // An account gone since the mail: nothing left to turn off.
    if (!resident)
      return html(reply).send(page(`<p>${escapeHtml(t.unsubscribeDone(t.kindNames[target.kind]))}</p>`));
    const stored = (await loadStoredPreferences(options.db, [target.userId])).get(target.userId);
    const changed = unsubscribeMail(readPushPreferences(stored), target.kind);
    await savePreferences(options.db, target.userId, toWirePushPreferences(changed), options.now());
    return html(reply).send(page(`<p>${escapeHtml(t.unsubscribeDone(t.kindNames[target.kind]))}</p>`));
  });
}

/** The one-click unsubscribe in the app's table of route modules (app.ts): open routes. */
export const unsubscribeRoutes: FeatureRoutes = {
  open(app, context) {
    registerUnsubscribe(app, { db: context.db, now: context.now, key: context.unsubscribeKey });
  },
};
