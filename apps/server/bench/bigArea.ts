// A year of an active area, generated on PostgreSQL by SQL (generate_series), not through the API:
// 100 areas, the largest with 5,000 residents and a year of activity (50,000 posts, 500,000 comments,
// 1.5 million post votes and 0.5 million comment votes, 1 million notifications, 500,000 messages);
// the other 99 areas share half as much again, their residents and activity falling off as 1/rank.
// Within an area activity is skewed as in real use: who writes, which post is commented on, which
// conversation is busy are drawn as floor(n · random()^k), so the first few residents do a large share
// and most do little.
//
//   node apps/server/bench/bigArea.ts [--scale 1] [--database vz_year]   (DATABASE_URL: the server)
//
// Triggers and foreign-key checks are off while rows go in (session_replication_role = replica):
// the per-row deferred recounts of migrations 0012 and 0014 would take hours. The counters are then
// set in a few set-based statements following the same rules, the foreign keys are checked by
// anti-joins, and `pnpm admin recontar` can confirm (it answers "todos os contadores estavam certos").
// Every resident's password is demo1234. Prints one JSON line per figure, like the benches.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hashPassword } from '../src/auth/hashPassword.ts';
import { openDatabase } from '../src/db/openDatabase.ts';
import { seedGeography } from '../src/seed/seedGeography.ts';

export type BigAreaOptions = {
  adminUrl: string;
  database: string;
  scale: number;
  log?: (line: string) => void;
};
export type BigAreaResult = { url: string; bigAreaId: string; busiestUserId: string; seconds: number };

/** One area's share: how many residents and rows of each kind, and where its numbering starts. */
type AreaPlan = {
  k: number;
  residents: number;
  posts: number;
  comments: number;
  postVotes: number;
  commentVotes: number;
  notifications: number;
  conversations: number;
  messages: number;
};

const AREAS = 100;
const BIG = {
  residents: 5_000,
  posts: 50_000,
  comments: 500_000,
  postVotes: 1_500_000,
  commentVotes: 500_000,
  notifications: 1_000_000,
  conversations: 10_000,
  messages: 500_000,
};

export function planAreas(scale: number): AreaPlan[] {
  const harmonic = Array.from({ length: AREAS - 1 }, (_, i) => 1 / (i + 2)).reduce((a, b) => a + b, 0);
  return Array.from({ length: AREAS }, (_, i) => {
    const k = i + 1;
    // The big area has weight 1; the others together 0.5, each in proportion to 1/rank.
    const share = k === 1 ? 1 : 0.5 / k / harmonic;
    const of = (n: number, min: number) => Math.max(min, Math.round(n * scale * share));
    return {
      k,
      residents:
        k === 1
          ? Math.max(10, Math.round(BIG.residents * scale))
          : Math.max(10, Math.round((BIG.residents * scale) / k)),
      posts: of(BIG.posts, 5),
      comments: of(BIG.comments, 10),
      postVotes: of(BIG.postVotes, 10),
      commentVotes: of(BIG.commentVotes, 5),
      notifications: of(BIG.notifications, 10),
      conversations: of(BIG.conversations, 2),
      messages: of(BIG.messages, 5),
    };
  });
}

// 24 hex digits, as createId makes them: a two-digit tag per table, then the row's number.
const id = (tag: string, n: string) => `('${tag}' || lpad(to_hex(${n}), 22, '0'))`;

const TITLES = [
  'Alguém viu um cachorro caramelo perdido?',
  'Feira de troca de livros no sábado',
  'Buraco enorme na rua das Flores',
  'Vendo bicicleta aro 26 seminova',
  'Portão da escola aberto à noite',
  'Indicação de encanador de confiança',
  'Falta de luz no quarteirão de novo',
  'Mutirão de limpeza da praça',
  'Carro estranho parado há dias',
  'Achei uma chave perto da padaria',
  'Votação: horário da coleta seletiva',
  'Aula de ioga grátis no parque',
  'Doação de roupas de inverno',
  'Barulho de obra fora do horário',
  'Sugestão de faixa de pedestres na esquina',
];
const SENTENCES = [
  'Moro aqui há dez anos e nunca vi isso acontecer.',
  'Quem puder ajudar, me chame por mensagem.',
  'A prefeitura já foi avisada, mas ninguém apareceu ainda.',
  'Aconteceu ontem por volta das oito da noite.',
  'Seria bom a gente se organizar para resolver juntos.',
  'Tenho fotos, se alguém precisar para o registro.',
  'Obrigado a todos que responderam tão rápido.',
  'O preço é negociável e posso entregar no bairro.',
  'Fiquem atentos com as crianças voltando da escola.',
  'A reunião da associação vai tratar desse assunto.',
  'Já liguei para a concessionária e abriram um chamado.',
  'Alguém sabe se precisa de autorização para isso?',
];
const COMMENTS = [
  'Também vi isso hoje cedo.',
  'Obrigado pelo aviso!',
  'Já avisei o síndico do meu prédio.',
  'Tenho interesse, ainda está disponível?',
  'Concordo, precisamos cobrar a prefeitura.',
  'Posso ajudar no sábado de manhã.',
  'Isso acontece toda semana aqui na rua.',
  'Alguém tem o telefone da subprefeitura?',
  'Que bom que resolveram, parabéns a todos.',
  'Cuidado com golpes, confirmem antes de pagar.',
];
const FIRST = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Francisca',
  'Antônio',
  'Adriana',
  'Carlos',
  'Juliana',
  'Paulo',
  'Márcia',
  'Lucas',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
];
const pick = (list: string[]) =>
  `(ARRAY[${list.map((s) => pg.escapeLiteral(s)).join(',')}])[1 + floor(random() * ${list.length})::int]`;

export async function generateBigArea(options: BigAreaOptions): Promise<BigAreaResult> {
  const log = options.log ?? (() => {});
  const t0 = performance.now();
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(options.database)} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(options.database)}`);
  await admin.end();
  const url = new URL(options.adminUrl);
  url.pathname = `/${options.database}`;
  // The migrations, as the server runs them at start (geography included).
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await seedGeography(handle.db);
  await handle.close();

  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const step = async (label: string, text: string, values?: unknown[]) => {
    const started = performance.now();
    const result = await client.query(text, values);
    log(`${label}: ${result.rowCount ?? ''} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  await client.query(`SET session_replication_role = replica`);
  await client.query(`SET work_mem = '256MB'`);
  await client.query(`SET maintenance_work_mem = '1GB'`);

  const plan = planAreas(options.scale);
  // Where each area's rows start in each table's numbering (areas are contiguous ranges).
  await step(
    'plan',
    `CREATE TEMP TABLE g AS
     SELECT p.*, ${id('a0', 'p.k')} AS area_id,
       sum(residents) OVER w - residents AS user_off,
       sum(posts) OVER w - posts AS post_off,
       sum(comments) OVER w - comments AS comment_off,
       sum(conversations) OVER w - conversations AS conv_off,
       (comments * 7 / 10) AS top_comments
     FROM json_to_recordset($1::json) AS p(k int, residents int, posts int, comments int, "postVotes" int,
       "commentVotes" int, notifications int, conversations int, messages int)
     WINDOW w AS (ORDER BY k)`,
    [JSON.stringify(plan)],
  );
  const year = `now() - random() * interval '365 days'`;
  const zipf = (n: string, power = 3) => `(1 + floor(${n} * power(random(), ${power}))::int)`;

  await step(
    'areas',
    `INSERT INTO areas (id, name, search_key, municipality_id, created_at)
     SELECT g.area_id, 'Bairro ' || g.k, 'bairro ' || g.k, m.id, now() - interval '400 days'
     FROM g JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM municipalities) m ON m.n = g.k`,
  );
  const passwordHash = await hashPassword('demo1234');
  // Residents: the first of each area are its moderators and its busiest writers.
  await step(
    'users',
    `INSERT INTO users (id, username, email, first_name, last_name, password_hash, role, area_id,
       stomp_key, invite_code, activated, created_at)
     SELECT ${id('a1', 'g.user_off + i')}, 'morador' || (g.user_off + i),
       'morador' || (g.user_off + i) || '@exemplo.com.br', ${pick(FIRST)}, ${pick(LAST)}, $1,
       CASE WHEN i <= 3 THEN 'Moderador' ELSE 'Membro' END, g.area_id,
       ${id('a2', 'g.user_off + i')}, ${id('a3', 'g.user_off + i')}, true,
       now() - interval '400 days' + random() * interval '30 days'
     FROM g, generate_series(1, g.residents) i`,
    [passwordHash],
  );
  await step(
    'posts',
    `INSERT INTO posts (id, area_id, author_id, title, text, category, objectivity_score, created_at, updated_at)
     SELECT ${id('b1', 'g.post_off + i')}, g.area_id, ${id('a1', `g.user_off + ${zipf('g.residents')}`)},
       ${pick(TITLES)}, ${pick(SENTENCES)} || ' ' || ${pick(SENTENCES)}, c.category,
       round((random() * 100)::numeric, 1), t, t
     FROM g, generate_series(1, g.posts) i,
       LATERAL (SELECT ${year} AS t,
         (ARRAY['Geral','Geral','Geral','Geral','Segurança','Segurança','Compra e Venda','Compra e Venda',
           'Achados e Perdidos','Eventos'])[1 + floor(random() * 10)::int] AS category
         WHERE i > 0) c`,
  );
  // Top-level comments (70%) on posts drawn with a skew (a few posts get most), after their post.
  await step(
    'comments (top level)',
    `INSERT INTO comments (id, post_id, author_id, text, created_at, updated_at)
     SELECT ${id('c1', 'x.comment_off + x.i')}, p.id, ${id('a1', `x.user_off + ${zipf('x.residents')}`)},
       ${pick(COMMENTS)}, t.at, t.at
     FROM (SELECT g.*, i, g.post_off + ${zipf('g.posts', 2)} AS post_no
           FROM g, generate_series(1, g.top_comments) i) x
     JOIN posts p ON p.id = ${id('b1', 'x.post_no')}
     CROSS JOIN LATERAL (SELECT least(now(), p.created_at + random() * interval '3 days') AS at) t`,
  );
  // Replies (30%) to top-level comments of the same area, on the parent's post, after the parent.
  await step(
    'comments (replies)',
    `INSERT INTO comments (id, post_id, parent_id, author_id, text, created_at, updated_at)
     SELECT ${id('c1', 'x.comment_off + x.top_comments + x.i')}, c.post_id, c.id,
       ${id('a1', `x.user_off + ${zipf('x.residents')}`)}, ${pick(COMMENTS)},
       t.at, t.at
     FROM (SELECT g.*, i, g.comment_off + ${zipf('g.top_comments', 2)} AS parent_no
           FROM g, generate_series(1, g.comments - g.top_comments) i) x
     JOIN comments c ON c.id = ${id('c1', 'x.parent_no')}
     CROSS JOIN LATERAL (SELECT least(now(), c.created_at + random() * interval '1 day') AS at) t`,
  );
  // Votes: posts drawn with a skew; a post's n-th voter is (seed + n · 7919) mod residents, distinct
  // for n up to the area's residents since 7919 is a prime larger than any area.
  await step(
    'post_votes',
    `INSERT INTO post_votes (post_id, user_id, direction, created_at)
     SELECT ${id('b1', 'post_no')}, ${id('a1', 'user_off + 1 + ((post_no * 31 + n * 7919) % residents)')},
       CASE WHEN random() < 0.85 THEN 'up' ELSE 'down' END, ${year}
     FROM (SELECT g.user_off, g.residents, post_no, row_number() OVER (PARTITION BY post_no) AS n
           FROM (SELECT g.*, g.post_off + ${zipf('g.posts', 2)} AS post_no
                 FROM g, generate_series(1, g."postVotes") i) g) v
     WHERE n <= residents`,
  );
  await step(
    'comment_votes',
    `INSERT INTO comment_votes (comment_id, user_id, direction, created_at)
     SELECT ${id('c1', 'comment_no')}, ${id('a1', 'user_off + 1 + ((comment_no * 31 + n * 7919) % residents)')},
       CASE WHEN random() < 0.85 THEN 'up' ELSE 'down' END, ${year}
     FROM (SELECT g.user_off, g.residents, comment_no, row_number() OVER (PARTITION BY comment_no) AS n
           FROM (SELECT g.*, g.comment_off + ${zipf('g.comments', 2)} AS comment_no
                 FROM g, generate_series(1, g."commentVotes") i) g) v
     WHERE n <= residents`,
  );
  // Notifications: the busiest residents get the most; votes name a post, comments and replies a
  // comment and its post. Older than a week: seen. All published (pending false).
  await step(
    'notifications',
    `INSERT INTO notifications (id, user_id, actor_id, kind, post_id, comment_id, direction, count, seen,
       pending, created_at, updated_at)
     SELECT ${id('e1', 'row_number() OVER ()')}, ${id('a1', `x.user_off + ${zipf('x.residents', 2)}`)},
       ${id('a1', `x.user_off + 1 + floor(random() * x.residents)::int`)}, x.kind,
       CASE WHEN x.kind = 'vote' THEN ${id('b1', 'x.post_no')} ELSE c.post_id END,
       CASE WHEN x.kind = 'vote' THEN NULL ELSE c.id END,
       CASE WHEN x.kind = 'vote' THEN 'up' END, CASE WHEN x.kind = 'vote' THEN 1 + floor(random() * 4)::int ELSE 1 END,
       x.t < now() - interval '7 days', false, x.t, x.t
     FROM (SELECT g.*, i, ${year} AS t,
             CASE WHEN random() < 0.5 THEN 'vote' WHEN random() < 0.7 THEN 'comment' ELSE 'reply' END AS kind,
             g.post_off + ${zipf('g.posts', 2)} AS post_no, g.comment_off + ${zipf('g.comments', 2)} AS comment_no
           FROM g, generate_series(1, g.notifications) i) x
     LEFT JOIN comments c ON x.kind <> 'vote' AND c.id = ${id('c1', 'x.comment_no')}`,
  );
  // Direct conversations: one busy resident (skewed) and anyone else of the area; a pair once.
  await step(
    'conversations',
    `INSERT INTO conversations (id, area_id, direct_key, created_by, created_at, updated_at)
     SELECT ${id('d1', 'g.conv_off + i')}, g.area_id,
       least(a, b) || ':' || greatest(a, b), a, now() - interval '365 days', now() - interval '365 days'
     FROM g, generate_series(1, g.conversations) i,
       LATERAL (SELECT ${id('a1', `g.user_off + ${zipf('g.residents')}`)} AS a,
                       ${id('a1', `g.user_off + 1 + ((i * 7919 + g.k) % g.residents)`)} AS b WHERE i > 0) pair
     WHERE a <> b
     ON CONFLICT (direct_key) DO NOTHING`,
  );
  await step(
    'conversation_participants',
    `INSERT INTO conversation_participants (id, conversation_id, user_id, role, created_at)
     SELECT ${id('d2', 'row_number() OVER ()')}, c.id, u, 'Membro', c.created_at
     FROM conversations c, unnest(string_to_array(c.direct_key, ':')) u`,
  );
  // Messages in time order, so that seq follows time as the server's writes make it.
  await step(
    'messages',
    `INSERT INTO messages (id, conversation_id, sender_id, body, created_at)
     SELECT ${id('d3', 'row_number() OVER (ORDER BY t)')}, c.id,
       split_part(c.direct_key, ':', 1 + floor(random() * 2)::int), ${pick(COMMENTS)}, t
     FROM (SELECT g.*, i, ${year} AS t, ${zipf('g.conversations', 2)} AS conv_no
           FROM g, generate_series(1, g.messages) i) x
     JOIN (SELECT area_id, id, direct_key, row_number() OVER (PARTITION BY area_id ORDER BY id) AS n
           FROM conversations) c ON c.area_id = x.area_id AND c.n = x.conv_no
     ORDER BY t`,
  );
  await step(
    'conversations: activity and read positions',
    `WITH last AS (SELECT conversation_id, max(created_at) AS at, max(seq) AS seq FROM messages GROUP BY conversation_id),
     moved AS (UPDATE conversations c SET updated_at = last.at FROM last WHERE last.conversation_id = c.id)
     UPDATE conversation_participants p SET last_read_seq = CASE WHEN random() < 0.9 THEN last.seq ELSE last.seq - 1 END
     FROM last WHERE last.conversation_id = p.conversation_id`,
  );
  // The moderation queue: pending reports on posts and comments (each post or comment reported by
  // up to three residents), a few hundred in the big area.
  await step(
    'post_flags',
    `INSERT INTO post_flags (post_id, user_id, reason, status, hides, reported_title, reported_text, created_at)
     SELECT p.id, ${id('a1', 'g.user_off + 10 + r')}, 'spam', 'pending', false, p.title, p.text, now() - random() * interval '30 days'
     FROM g, generate_series(1, greatest(1, g.posts / 250)) i, generate_series(1, 3) r
       JOIN posts p ON true
     WHERE p.id = ${id('b1', 'g.post_off + 1 + (i * 97) % g.posts')} AND r <= 1 + i % 3 AND g.residents > 13`,
  );
  await step(
    'comment_flags',
    `INSERT INTO comment_flags (comment_id, user_id, reason, status, reported_text, created_at)
     SELECT ${id('c1', 'g.comment_off + 1 + (i * 89) % g.comments')}, ${id('a1', 'g.user_off + 10')}, 'ofensivo', 'pending',
       'Comentário denunciado', now() - random() * interval '30 days'
     FROM g, generate_series(1, greatest(1, g.comments / 2500)) i
     WHERE g.residents > 10
     ON CONFLICT DO NOTHING`,
  );

  // The counters the triggers and the writes keep, set from the rows (the same rules as
  // post_comments_recount, comment_replies_recount, influence_recount and the vote writes).
  await step(
    'posts: counters',
    `UPDATE posts p SET upvotes = coalesce(v.up, 0), downvotes = coalesce(v.down, 0),
       comment_count = coalesce(c.total, 0), top_level_comment_count = coalesce(c.top, 0)
     FROM posts q
     LEFT JOIN (SELECT post_id, count(*) FILTER (WHERE direction = 'up')::int AS up,
                  count(*) FILTER (WHERE direction = 'down')::int AS down FROM post_votes GROUP BY post_id) v ON v.post_id = q.id
     LEFT JOIN (SELECT post_id, count(*)::int AS total, count(*) FILTER (WHERE parent_id IS NULL)::int AS top
                FROM comments GROUP BY post_id) c ON c.post_id = q.id
     WHERE p.id = q.id`,
  );
  await step(
    'comments: counters',
    `UPDATE comments c SET upvotes = coalesce(v.up, 0), downvotes = coalesce(v.down, 0), reply_count = coalesce(r.n, 0)
     FROM comments q
     LEFT JOIN (SELECT comment_id, count(*) FILTER (WHERE direction = 'up')::int AS up,
                  count(*) FILTER (WHERE direction = 'down')::int AS down FROM comment_votes GROUP BY comment_id) v ON v.comment_id = q.id
     LEFT JOIN (SELECT parent_id, count(*)::int AS n FROM comments WHERE parent_id IS NOT NULL GROUP BY parent_id) r ON r.parent_id = q.id
     WHERE c.id = q.id AND (v.comment_id IS NOT NULL OR r.parent_id IS NOT NULL)`,
  );
  await step(
    'influence_tallies',
    `INSERT INTO influence_tallies (user_id, upvotes_received, downvotes_received, objective_posts, answered_comments)
     SELECT u.id, coalesce(pv.up, 0) + coalesce(cv.up, 0), coalesce(pv.down, 0) + coalesce(cv.down, 0),
       coalesce(o.n, 0), coalesce(a.n, 0)
     FROM users u
     LEFT JOIN (SELECT p.author_id, count(*) FILTER (WHERE v.direction = 'up')::int AS up,
                  count(*) FILTER (WHERE v.direction = 'down')::int AS down
                FROM post_votes v JOIN posts p ON p.id = v.post_id JOIN users w ON w.id = p.author_id
                WHERE v.user_id <> p.author_id AND p.area_id = w.area_id GROUP BY p.author_id) pv ON pv.author_id = u.id
     LEFT JOIN (SELECT c.author_id, count(*) FILTER (WHERE v.direction = 'up')::int AS up,
                  count(*) FILTER (WHERE v.direction = 'down')::int AS down
                FROM comment_votes v JOIN comments c ON c.id = v.comment_id JOIN posts p ON p.id = c.post_id
                  JOIN users w ON w.id = c.author_id
                WHERE v.user_id <> c.author_id AND c.deleted_at IS NULL AND p.area_id = w.area_id GROUP BY c.author_id) cv
       ON cv.author_id = u.id
     LEFT JOIN (SELECT p.author_id, count(*)::int AS n FROM posts p JOIN users w ON w.id = p.author_id
                WHERE p.area_id = w.area_id AND p.objectivity_score >= 70 GROUP BY p.author_id) o ON o.author_id = u.id
     LEFT JOIN (SELECT c.author_id, count(*)::int AS n FROM comments c JOIN posts p ON p.id = c.post_id
                  JOIN users w ON w.id = c.author_id
                WHERE c.deleted_at IS NULL AND p.area_id = w.area_id AND EXISTS (
                  SELECT 1 FROM comments r WHERE r.parent_id = c.id AND r.author_id <> c.author_id AND r.deleted_at IS NULL)
                GROUP BY c.author_id) a ON a.author_id = u.id`,
  );
  await step(
    'notification_counts',
    `INSERT INTO notification_counts (user_id, total, unread)
     SELECT user_id, count(*)::int, count(*) FILTER (WHERE NOT seen)::int FROM notifications GROUP BY user_id`,
  );
  await client.query(`SET session_replication_role = DEFAULT`);
  // The messages' sequence continues after the generated ones (bigserial kept it; checked here).
  // The counters' updates left a dead copy of most rows: rewrite the tables compact, so their sizes
  // are what a year of inserts makes (the figures SCALING.md extrapolates from), and gather statistics.
  await step('vacuum full analyze', 'VACUUM (FULL, ANALYZE)');
  // VACUUM FULL leaves the visibility map empty; a plain VACUUM sets it, as autovacuum does on a live
  // database, so that index-only scans are what they would be there.
  await step('vacuum', 'VACUUM');
  const [big] = plan;
  const bigAreaId = (await client.query(`SELECT ${id('a0', '1')} AS id`)).rows[0].id as string;
  const busiestUserId = (await client.query(`SELECT ${id('a1', '1')} AS id`)).rows[0].id as string;
  await client.end();
  log(`big area: ${big?.residents} residents`);
  return { url: url.toString(), bigAreaId, busiestUserId, seconds: (performance.now() - t0) / 1000 };
}

/** Rows whose foreign key points at nothing (must be none), and counters that differ from the rows. */
export async function checkInvariants(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const checks: Record<string, string> = {
    orphan_posts: `SELECT count(*) FROM posts p WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.author_id)
      OR NOT EXISTS (SELECT 1 FROM areas a WHERE a.id = p.area_id)`,
    orphan_comments: `SELECT count(*) FROM comments c WHERE NOT EXISTS (SELECT 1 FROM posts p WHERE p.id = c.post_id)
      OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.author_id)
      OR (c.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.id = c.parent_id AND r.post_id = c.post_id))`,
    orphan_post_votes: `SELECT count(*) FROM post_votes v WHERE NOT EXISTS (SELECT 1 FROM posts p WHERE p.id = v.post_id)
      OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id)`,
    orphan_comment_votes: `SELECT count(*) FROM comment_votes v WHERE NOT EXISTS (SELECT 1 FROM comments c WHERE c.id = v.comment_id)
      OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id)`,
    orphan_notifications: `SELECT count(*) FROM notifications n WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id)
      OR (n.post_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.id = n.post_id))
      OR (n.comment_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.id = n.comment_id))`,
    orphan_messages: `SELECT count(*) FROM messages m WHERE NOT EXISTS (SELECT 1 FROM conversations c WHERE c.id = m.conversation_id)
      OR NOT EXISTS (SELECT 1 FROM conversation_participants p WHERE p.conversation_id = m.conversation_id AND p.user_id = m.sender_id)`,
    orphan_flags: `SELECT (SELECT count(*) FROM post_flags f WHERE NOT EXISTS (SELECT 1 FROM posts p WHERE p.id = f.post_id))
      + (SELECT count(*) FROM comment_flags f WHERE NOT EXISTS (SELECT 1 FROM comments c WHERE c.id = f.comment_id))`,
    wrong_post_counters: `SELECT count(*) FROM posts p WHERE comment_count <> (SELECT count(*) FROM comments c WHERE c.post_id = p.id)
      OR top_level_comment_count <> (SELECT count(*) FROM comments c WHERE c.post_id = p.id AND c.parent_id IS NULL)
      OR upvotes <> (SELECT count(*) FROM post_votes v WHERE v.post_id = p.id AND v.direction = 'up')
      OR downvotes <> (SELECT count(*) FROM post_votes v WHERE v.post_id = p.id AND v.direction = 'down')`,
    wrong_reply_counters: `SELECT count(*) FROM comments c WHERE reply_count <> (SELECT count(*) FROM comments r WHERE r.parent_id = c.id)`,
    residents_without_tally: `SELECT count(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM influence_tallies t WHERE t.user_id = u.id)`,
    wrong_notification_counts: `SELECT count(*) FROM (SELECT user_id, count(*)::int AS total, count(*) FILTER (WHERE NOT seen)::int AS unread
      FROM notifications GROUP BY user_id) k LEFT JOIN notification_counts c ON c.user_id = k.user_id
      WHERE c.user_id IS NULL OR c.total <> k.total OR c.unread <> k.unread`,
  };
  const found: Record<string, number> = {};
  for (const [name, text] of Object.entries(checks))
    found[name] = Number(Object.values((await client.query(text)).rows[0] ?? {})[0]);
  await client.end();
  return found;
}

/** Row counts and sizes (pg_total_relation_size, indexes included) of the tables that grow. */
export async function tableSizes(url: string): Promise<Array<{ table: string; rows: number; mb: number }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `SELECT c.relname AS table, c.reltuples::bigint AS rows, pg_total_relation_size(c.oid) / 1048576.0 AS mb
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 16`,
  );
  await client.end();
  return rows.map((row) => ({ table: row.table, rows: Number(row.rows), mb: Number(row.mb) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string, fallback: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
  };
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('DATABASE_URL is required (a PostgreSQL server; scripts/services.sh start postgres)');
    process.exit(2);
  }
  const result = await generateBigArea({
    adminUrl,
    database: arg('database', 'vz_year'),
    scale: Number(arg('scale', '1')),
    log: (line) => console.error(`bigArea: ${line}`),
  });
  console.log(JSON.stringify({ name: 'year.generate', value: Math.round(result.seconds), unit: 's' }));
  for (const [name, value] of Object.entries(await checkInvariants(result.url)))
    console.log(JSON.stringify({ name: `year.invariants.${name}`, value, unit: 'rows', target: '= 0' }));
  for (const size of await tableSizes(result.url))
    console.log(
      JSON.stringify({
        name: `year.size.${size.table}`,
        value: Math.round(size.mb),
        unit: 'MB',
        rows: size.rows,
      }),
    );
}
