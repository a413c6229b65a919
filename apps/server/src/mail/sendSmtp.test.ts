import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpOutbox, parseSmtpUrl, sendSmtp } from './sendSmtp.ts';

/** A minimal SMTP relay that records the session and can refuse one command. */
function fakeRelay(refuse?: string) {
  const transcript: string[] = [];
  const server: Server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 teste ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        transcript.push(line);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 OK queued\r\n');
          }
        } else if (refuse && line.startsWith(refuse)) socket.write('550 recusado\r\n');
        else if (line.startsWith('EHLO')) socket.write('250-teste\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH')) socket.write('235 ok\r\n');
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
  return { server, transcript };
}

const mail = {
  to: 'rita@exemplo.com',
  subject: 'Ative sua conta no Vizinhos',
  text: 'Olá, Rita! Clique: http://x/ativar?token=abc',
  link: 'http://x/ativar?token=abc',
};

describe('SMTP outbox (sent by SMTP when configured)', () => {
  const relay = fakeRelay();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
    port = (relay.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => relay.server.close(() => resolve())));

  it('speaks EHLO, AUTH PLAIN, MAIL, RCPT, DATA with a UTF-8 body, and QUIT', async () => {
    await sendSmtp(parseSmtpUrl(`smtp://vizinhos:s%C3%AAnha@127.0.0.1:${port}`), mail);
    const lines = relay.transcript;
    const outsideData = [
      ...lines.slice(0, lines.indexOf('DATA') + 1),
      ...lines.slice(lines.indexOf('.') + 1),
    ];
    expect(outsideData.map((line) => line.split(' ')[0])).toEqual([
      'EHLO',
      'AUTH',
      'MAIL',
      'RCPT',
      'DATA',
      'QUIT',
    ]);
    expect(lines).toContain('Subject: Ative sua conta no Vizinhos');
    expect(relay.transcript).toContain('RCPT TO:<rita@exemplo.com>');
    const auth = relay.transcript.find((line) => line.startsWith('AUTH PLAIN '))?.slice(11) ?? '';
    expect(Buffer.from(auth, 'base64').toString('utf8')).toBe('\u0000vizinhos\u0000sênha');
    const bodyStart = relay.transcript.indexOf('Content-Transfer-Encoding: base64') + 2;
    const body = relay.transcript.slice(bodyStart, relay.transcript.indexOf('.')).join('');
    expect(Buffer.from(body, 'base64').toString('utf8')).toBe(mail.text);
  });

  it('a refused recipient keeps the mail and fails no caller, and never prints the link', async () => {
    const refusing = fakeRelay('RCPT');
    await new Promise<void>((resolve) => refusing.server.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    const outbox = createSmtpOutbox(
      parseSmtpUrl(`smtp://127.0.0.1:${(refusing.server.address() as { port: number }).port}`),
      (line) => lines.push(line),
    );
    await outbox.send(mail);
    expect(outbox.sent).toEqual([mail]);
    expect(lines[0]).toContain('550 recusado');
    expect(lines[0]).not.toContain(mail.link);
    expect(lines.join('\n')).not.toMatch(/token=/);
    await new Promise<void>((resolve) => refusing.server.close(() => resolve()));
  });

  it.each([['http://x'], ['smtps://x']])('refuses %s as SMTP_URL', (url) => {
    expect(() => parseSmtpUrl(url)).toThrow(/smtp:\/\//);
  });
});
