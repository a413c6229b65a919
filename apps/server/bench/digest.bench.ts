// The weekly digest of a generated city area, sent through a real SMTP sink (deploy/smtpSink.ts, a
// process of its own that writes each mail to bench/out/mail/<n>.eml): residents mailed per minute,
// and the timeline read's latency (GET posts, signed in) before and while the digest goes out, from
// a client that reads one page after another. Also leaves two sample mails as received by the sink:
// bench/out/digest-sample.eml and bench/out/message-sample.eml.
// PGlite by default; with DATABASE_URL, on PostgreSQL. Run:
//   npx -y pnpm@12.21.0 exec node apps/server/bench/digest.bench.ts   (BENCH_RESIDENTS=3000)
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@vizinhos/api';
import { createId } from '../src/auth/createToken.ts';
import { hashPassword } from '../src/auth/hashPassword.ts';
import { blocks, pollOptions, posts, services, users } from '../src/db/schema.ts';
import { createSmtpOutbox, parseSmtpUrl } from '../src/mail/sendSmtp.ts';
import { createConversation, sendMessage } from '../test/features/messagingHelpers.ts';
import { startTestServer } from '../test/support/testServer.ts';

const residents = Number(process.env.BENCH_RESIDENTS ?? 3_000);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const out = path.join(root, 'bench/out');
const mailFolder = path.join(out, 'mail');
rmSync(mailFolder, { recursive: true, force: true });
mkdirSync(mailFolder, { recursive: true });

function print(name: string, value: number, unit: string): void {
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));
}
const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ??
  Number.NaN;

// The sink, in its own process, as deploy/local-cluster.sh runs it.
const sink = spawn(process.execPath, [path.join(root, 'deploy/smtpSink.ts'), mailFolder], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise<number>((resolve) => {
  createInterface({ input: sink.stdout }).on('line', (line) => {
    const match = line.match(/^SMTP_PORT=(\d+)/);
    if (match) resolve(Number(match[1]));
  });
});

// Monday 07:05 in São Paulo: the week from the Monday before has just ended.
let clock = new Date('2026-11-23T10:05:00.000Z');
const server = await startTestServer({
  now: () => clock,
  outbox: createSmtpOutbox(parseSmtpUrl(`smtp://127.0.0.1:${port}`), () => {}),
});
const { db } = server;
const inWeek = (hours: number) => new Date(Date.parse('2026-11-20T12:00:00.000Z') + hours * 3_600_000);

// The sample area: Maria, João, Ana (whom Maria blocked), a week of posts, and a message.
const maria = await server.createMember({ username: 'maria.souza', areaName: 'Vila Mariana Amostra' });
const joao = await server.createMember({ username: 'joao.pereira', areaName: 'Vila Mariana Amostra' });
const ana = await server.createMember({ username: 'ana.lima', areaName: 'Vila Mariana Amostra' });
await db.insert(blocks).values({ blockerId: maria.id, blockedId: ana.id });
const samplePosts = [
  { title: 'Carro arrombado na Rua das Flores ontem à noite', category: 'Segurança', upvotes: 12 },
  { title: 'Portão da praça quebrado de novo', category: 'Segurança', upvotes: 4 },
  { title: 'Alguém indica um eletricista?', category: 'Geral', upvotes: 6 },
  { title: 'Feira de trocas <no sábado> & "brechó"', category: 'Geral', upvotes: 3 },
  { title: 'Vendo bicicleta aro 26', category: 'Compra e Venda', upvotes: 2 },
  { title: 'Gato laranja perdido perto da padaria', category: 'Achados e Perdidos', upvotes: 8 },
  { title: 'Postagem de quem Maria bloqueou', category: 'Geral', upvotes: 30, author: ana },
];
for (const [i, post] of samplePosts.entries())
  await db.insert(posts).values({
    id: createId(),
    areaId: maria.areaId,
    authorId: (post.author ?? joao).id,
    title: post.title,
    category: post.category,
    upvotes: post.upvotes,
    createdAt: inWeek(i),
  });
await db.insert(posts).values({
  id: createId(),
  areaId: maria.areaId,
  authorId: joao.id,
  title: 'Mutirão de limpeza da praça',
  category: 'Eventos',
  type: 'event',
  eventDate: new Date('2026-11-28T12:00:00.000Z'),
  createdAt: inWeek(10),
});
const pollId = createId();
await db.insert(posts).values({
  id: pollId,
  areaId: maria.areaId,
  authorId: joao.id,
  title: 'Qual o melhor horário para a reunião de condomínio?',
  category: 'Votaçao',
  type: 'poll',
  createdAt: inWeek(11),
});
await db.insert(pollOptions).values([
  { id: createId(), postId: pollId, label: '19h', position: 0 },
  { id: createId(), postId: pollId, label: '20h', position: 1 },
]);
await db.insert(services).values({
  id: createId(),
  areaId: maria.areaId,
  authorId: joao.id,
  name: 'Chaveiro do Zé',
  kind: 'Chaveiro',
  phone: '(11) 99999-0000',
  createdAt: inWeek(12),
});

// The city area: thousands of residents, one password hash, inserted in batches.
const city = await server.createMember({ username: 'morador.0', areaName: 'Centro Gerado' });
const hash = await hashPassword('senha-de-bench');
for (let start = 1; start < residents; start += 500) {
  const batch = [];
  for (let i = start; i < Math.min(residents, start + 500); i++)
    batch.push({
      id: createId(),
      username: `morador.${i}`,
      email: `morador.${i}@bench.example`,
      firstName: 'Morador',
      lastName: String(i),
      passwordHash: hash,
      areaId: city.areaId,
      stompKey: createId(),
      inviteCode: createId(),
      activated: true,
    });
  await db.insert(users).values(batch);
}
for (let i = 0; i < 60; i++)
  await db.insert(posts).values({
    id: createId(),
    areaId: city.areaId,
    authorId: city.id,
    title: `Aviso ${i} da vizinhança`,
    category: ['Geral', 'Segurança', 'Compra e Venda', 'Achados e Perdidos'][i % 4] ?? 'Geral',
    upvotes: i % 7,
    createdAt: inWeek(i),
  });

// A reader of the timeline, one page after another, as a resident scrolling.
const cookie = await server.login('morador.0');
const latencies: { at: number; ms: number }[] = [];
let reading = true;
const reader = (async () => {
  while (reading) {
    const started = performance.now();
    const answer = await fetch(`${server.url}${apiPaths.posts}?page=1`, { headers: { cookie } });
    await answer.arrayBuffer();
    latencies.push({ at: started, ms: performance.now() - started });
  }
})();
await new Promise((resolve) => setTimeout(resolve, 3_000));
const digestStarted = performance.now();
await server.jobs.tick();
const digestEnded = performance.now();
await new Promise((resolve) => setTimeout(resolve, 1_000));
reading = false;
await reader;

const sentDigests = readdirSync(mailFolder).length;
const minutes = (digestEnded - digestStarted) / 60_000;
print('digest residents mailed', sentDigests, 'mails');
print('digest time', (digestEnded - digestStarted) / 1000, 's');
print('digest residents per minute', sentDigests / minutes, 'residents/min');
const before = latencies.filter((l) => l.at < digestStarted).map((l) => l.ms);
const during = latencies.filter((l) => l.at >= digestStarted && l.at < digestEnded).map((l) => l.ms);
print('timeline read p50 before', percentile(before, 50), 'ms');
print('timeline read p99 before', percentile(before, 99), 'ms');
print('timeline read p50 during digest', percentile(during, 50), 'ms');
print('timeline read p99 during digest', percentile(during, 99), 'ms');
print('timeline reads during digest', during.length, 'reads');

// The samples: Maria's digest, then a message from João left unread for 15 minutes.
const mariaDigest = readdirSync(mailFolder)
  .map((name) => path.join(mailFolder, name))
  .find((file) => readFileSync(file, 'utf8').includes(`To: ${maria.email}`));
if (mariaDigest) copyFileSync(mariaDigest, path.join(out, 'digest-sample.eml'));
const joaoCookie = await server.login('joao.pereira');
const conversation = await createConversation(server, joaoCookie, [maria.id]);
const conversationId = conversation.body.conversation.id;
await sendMessage(server, joaoCookie, conversationId, {
  body: 'Oi Maria! Vi que o portão da praça quebrou de novo. Vamos falar com a subprefeitura amanhã?',
});
const count = readdirSync(mailFolder).length;
clock = new Date(clock.getTime() + 31 * 60_000);
await server.jobs.tick();
const messageFile = path.join(mailFolder, `${count + 1}.eml`);
copyFileSync(messageFile, path.join(out, 'message-sample.eml'));
console.log(`samples: ${path.join(out, 'digest-sample.eml')}, ${path.join(out, 'message-sample.eml')}`);

await server.close();
sink.kill('SIGTERM');
