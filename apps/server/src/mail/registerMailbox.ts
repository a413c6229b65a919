import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FeatureRoutes } from '../http/featureRoutes.ts';
import { listenOrigin } from '../http/linkOrigin.ts';
import { serverTexts } from '../http/server.texts.ts';
import { mailboxTexts } from './mailbox.texts.ts';
import { isMailbox } from './mailbox.ts';
import type { Outbox } from './outbox.ts';
import { renderMail, renderMailbox, renderMissingMail } from './renderMailbox.ts';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether the request comes from this computer (behind a trusted proxy: the client it names). */
export function isLoopback(ip: string): boolean {
  return loopback.has(ip);
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a Host header names this computer: localhost (or a name under .localhost), 127.0.0.1 or
 * [::1], with any port. A page of another site that rebinds its own name to 127.0.0.1 still sends
 * its own name, so the operator's browser cannot be used to read the mailbox.
 */
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let name: string;
  try {
    name = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return loopbackNames.has(name) || name.endsWith('.localhost');
}

/**
 * Serves the local mailbox (a page of the mails kept when no SMTP relay is configured) to loopback
 * clients that name a loopback host only: anyone else gets a 404, so the activation and reset links on it never leave this
 * computer. Nothing is registered when an SMTP relay sends the mail.
 */
function registerMailbox(
  app: FastifyInstance,
  outbox: Outbox,
  print: (line: string) => void = (line) => console.log(line),
): void {
  if (!isMailbox(outbox)) return;
  const base = outbox.mailboxPath;
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLoopback(request.ip) || !isLoopbackHost(request.headers.host))
      return reply.status(404).send({ error: serverTexts.notFound });
    reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8');
  };
  app.get(base, { onRequest: guard }, async () => renderMailbox(outbox.sent, base));
  app.get<{ Params: { id: string } }>(`${base}/:id`, { onRequest: guard }, async (request, reply) => {
    const id = Number(request.params.id);
    const mail = outbox.sent.find((one) => one.id === id);
    if (!mail) return reply.status(404).send(renderMissingMail(base));
    return renderMail(mail, base);
  });
  // The HTML part as a mail client would show it, sandboxed: no script of any kind runs.
  app.get<{ Params: { id: string } }>(`${base}/:id/html`, { onRequest: guard }, async (request, reply) => {
    const mail = outbox.sent.find((one) => one.id === Number(request.params.id));
    if (!mail?.html) return reply.status(404).send(renderMissingMail(base));
    return reply
      .header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
      .send(mail.html);
  });
  app.addHook('onListen', async () => {
    print(mailboxTexts.startLine(`${listenOrigin(app.server.address())}${base}`));
  });
}

/** The local mailbox in the app's table of route modules (app.ts): open routes, loopback only. */
export const mailboxRoutes: FeatureRoutes = {
  open(app, context) {
    registerMailbox(app, context.outbox);
  },
};
