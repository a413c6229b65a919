import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { keepLatest, type Mail, mailStats, type Outbox } from './outbox.ts';

/** Where to relay: smtp://[user:password@]host[:port], plain SMTP as a local relay speaks it. */
export type SmtpTarget = { host: string; port: number; user?: string; password?: string; from: string };

/** Reads SMTP_URL (smtp://user:pass@host:port) and the sender address. */
export function parseSmtpUrl(url: string, from = 'Vizinhos <nao-responda@vizinhos.local>'): SmtpTarget {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:')
    throw new Error(`SMTP_URL must start with smtp:// (got ${parsed.protocol})`);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 25),
    ...(parsed.username ? { user: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    from,
  };
}

/** Reads replies line by line; a reply ends on a line whose code is followed by a space. */
function replies(socket: Socket) {
  let buffer = '';
  const waiting: ((line: string) => void)[] = [];
  const ready: string[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let end = buffer.indexOf('\r\n');
    while (end >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (/^\d{3} /.test(line)) {
        const next = waiting.shift();
        if (next) next(line);
        else ready.push(line);
      }
      end = buffer.indexOf('\r\n');
    }
  });
  return () =>
    new Promise<string>((resolve) => {
      const line = ready.shift();
      if (line !== undefined) resolve(line);
      else waiting.push(resolve);
    });
}

function encodeHeader(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;
}

const base64Lines = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');

/**
 * The whole message as it goes after DATA: Date and a unique Message-ID (RFC 5322), a plain-text
 * part always, an HTML part beside it when there is one (multipart/alternative, the plain one
 * first), and for mail a resident chose the RFC 8058 one-click unsubscribe headers.
 */
function formatMessage(from: string, mail: Mail, at: Date): string {
  const domain = (from.match(/@([^>\s]+)/)?.[1] ?? 'vizinhos.local').toLowerCase();
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${at.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}.${at.getTime()}@${domain}>`,
    'MIME-Version: 1.0',
  ];
  if (mail.unsubscribeUrl)
    headers.push(
      `List-Unsubscribe: <${mail.unsubscribeUrl}>`,
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  const part = (type: string, text: string) =>
    [`Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(text)].join(
      '\r\n',
    );
  if (!mail.html) return [...headers, part('text/plain', mail.text)].join('\r\n');
  const boundary = `=_vz_${randomBytes(8).toString('hex')}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', mail.text),
    `--${boundary}`,
    part('text/html', mail.html),
    `--${boundary}--`,
  ].join('\r\n');
}

/** Sends one mail over plain SMTP; rejects with the server's reply when a step is refused. */
export async function sendSmtp(target: SmtpTarget, mail: Mail): Promise<void> {
  const socket = connect({ host: target.host, port: target.port });
  socket.setTimeout(15_000, () => socket.destroy(new Error('SMTP timeout')));
  const failed = new Promise<never>((_, reject) => socket.once('error', reject));
  const next = replies(socket);
  const step = async (command: string | null, expected: string) => {
    if (command !== null) socket.write(`${command}\r\n`);
    const line = await Promise.race([next(), failed]);
    if (!line.startsWith(expected)) throw new Error(`SMTP refused ${command ?? 'greeting'}: ${line}`);
  };
  try {
    await step(null, '220');
    await step('EHLO vizinhos.local', '250');
    if (target.user !== undefined) {
      const token = Buffer.from(`\u0000${target.user}\u0000${target.password ?? ''}`).toString('base64');
      await step(`AUTH PLAIN ${token}`, '235');
    }
    const address = (text: string) => text.match(/<([^>]+)>/)?.[1] ?? text;
    await step(`MAIL FROM:<${address(target.from)}>`, '250');
    await step(`RCPT TO:<${mail.to}>`, '250');
    await step('DATA', '354');
    const message = `${formatMessage(target.from, mail, new Date())}\r\n.`;
    await step(message, '250');
    await step('QUIT', '221');
  } finally {
    socket.end();
  }
}

/**
 * An outbox that relays by SMTP and keeps each mail in memory; the log says only to whom and what.
 * Links carry secrets (activation, password reset): with a relay configured none is ever printed.
 */
export function createSmtpOutbox(target: SmtpTarget, print: (line: string) => void, keep = 200): Outbox {
  const sent: Mail[] = [];
  const deliver = async (mail: Mail) => {
    keepLatest(sent, mail, keep);
    try {
      await sendSmtp(target, mail);
      mailStats.sent++;
      print(`✉️  Enviado por SMTP para ${mail.to}: ${mail.subject}`);
    } catch (error) {
      mailStats.failed++;
      print(`✉️  Falha no SMTP (${(error as Error).message}) ao enviar para ${mail.to}: ${mail.subject}`);
      throw error;
    }
  };
  return {
    sent,
    deliver,
    // A mail relay outage must not fail the signup; the resident can ask for the mail again.
    send: (mail) => deliver(mail).catch(() => {}),
  };
}
