// A local SMTP sink for deploy/local-cluster.sh: accepts every mail and writes it to
// <folder>/<n>.eml, so production instances have a relay and a test can read the links they send.
// Usage: node deploy/smtpSink.ts <folder>; prints `SMTP_PORT=<port>` once it listens.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const folder = process.argv[2] ?? 'mail';
mkdirSync(folder, { recursive: true });
let count = 0;

const server = createServer((socket) => {
  let buffer = '';
  let data: string[] | null = null;
  socket.write('220 vizinhos-sink ESMTP\r\n');
  socket.on('error', () => {});
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === '.') {
          count++;
          writeFileSync(path.join(folder, `${count}.eml`), data.join('\n'));
          data = null;
          socket.write('250 OK\r\n');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') socket.write('250-vizinhos-sink\r\n250 AUTH PLAIN LOGIN\r\n');
      else if (verb === 'AUTH') socket.write('235 OK\r\n');
      else if (verb === 'DATA') {
        data = [];
        socket.write('354 end with .\r\n');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 OK\r\n');
    }
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`SMTP_PORT=${address.port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
