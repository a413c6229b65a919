import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId } from '../../src/auth/createToken.ts';
import { blocks, mailSent, postFlags, posts } from '../../src/db/schema.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// The neighbourhood digest (beyond the spec), driven by the scheduler's turn at a fake clock:
// Monday 07:05 in São Paulo, so the week from the Monday before has just ended.

let server: TestServer;
let clock = new Date('2026-11-23T10:05:00.000Z');
let maria: TestMember;
let joao: TestMember;
let ana: TestMember;
const inWeek = new Date('2026-11-20T15:00:00.000Z');

const addPost = async (
  author: TestMember,
  input: { title: string; category: string; upvotes?: number; type?: 'poll' | 'event'; eventDate?: Date },
) => {
  const id = createId();
  await server.db.insert(posts).values({
    id,
    areaId: author.areaId,
    authorId: author.id,
    title: input.title,
    category: input.category,
    upvotes: input.upvotes ?? 0,
    type: input.type ?? null,
    eventDate: input.eventDate ?? null,
    createdAt: inWeek,
  });
  return id;
};

const mailsTo = (member: TestMember) => server.outbox.filter((mail) => mail.to === member.email);

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  maria = await server.createMember({ username: 'maria_resumo', areaName: 'Vila Resumo' });
  joao = await server.createMember({ username: 'joao_resumo', areaName: 'Vila Resumo' });
  ana = await server.createMember({ username: 'ana_resumo', areaName: 'Vila Resumo' });
  await server.createMember({ username: 'lia_quieta', areaName: 'Vila Quieta' });
  await server.db.insert(blocks).values({ blockerId: maria.id, blockedId: ana.id });
  await addPost(joao, { title: 'Feira de trocas no sábado', category: 'Geral', upvotes: 5 });
  await addPost(joao, { title: 'Bicicletas furtadas na praça', category: 'Segurança', upvotes: 1 });
  await addPost(joao, { title: '<script>alert("x")</script> & "aspas"', category: 'Geral' });
  await addPost(ana, { title: 'Postagem de quem Maria bloqueou', category: 'Geral', upvotes: 9 });
  const hidden = await addPost(joao, { title: 'Postagem ocultada por denúncia', category: 'Geral' });
  await server.db.insert(postFlags).values({ postId: hidden, userId: ana.id, hides: true });
  const removed = await addPost(joao, { title: 'Postagem removida', category: 'Geral' });
  await server.db.delete(posts).where(eq(posts.id, removed));
  await addPost(joao, {
    title: 'Mutirão de limpeza',
    category: 'Eventos',
    type: 'event',
    eventDate: new Date('2026-11-25T12:00:00.000Z'),
  });
  await addPost(joao, { title: 'Qual horário para a reunião?', category: 'Votaçao', type: 'poll' });
  await server.jobs.tick();
});
afterAll(() => server?.close());

describe('the weekly digest', () => {
  it('reaches each resident of an area where something happened, once, with the area’s name', () => {
    const [mail, ...more] = mailsTo(maria);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Resumo da semana na vizinhança Vila Resumo');
    expect(mail?.html).toContain('<html lang="pt-BR">');
    expect(mail?.unsubscribeUrl).toMatch(/\/cancelar-emails\?t=/);
  });

  it('leaves out what the reader blocked, hidden and removed posts', () => {
    const mail = mailsTo(maria)[0];
    for (const part of [mail?.html, mail?.text]) {
      expect(part).not.toContain('Postagem de quem Maria bloqueou');
      expect(part).not.toContain('Postagem ocultada');
      expect(part).not.toContain('Postagem removida');
      expect(part).toContain('Feira de trocas no sábado');
    }
    // João blocked nobody: Ana's post is in his.
    expect(mailsTo(joao)[0]?.text).toContain('Postagem de quem Maria bloqueou');
  });

  it('puts Segurança first, then events, polls, each item a link to its address', async () => {
    const html = mailsTo(maria)[0]?.html ?? '';
    expect(html.indexOf('Bicicletas furtadas')).toBeLessThan(html.indexOf('Feira de trocas'));
    expect(html).toContain('<h2>Eventos dos próximos dias</h2>');
    expect(html).toContain('Mutirão de limpeza');
    expect(html).toContain('<h2>Enquetes abertas</h2>');
    const [security] = await server.db
      .select()
      .from(posts)
      .where(eq(posts.title, 'Bicicletas furtadas na praça'));
    expect(html).toContain(`/posts/${security?.id}">Bicicletas furtadas na praça</a>`);
  });

  it('escapes what residents wrote', () => {
    const html = mailsTo(maria)[0]?.html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;aspas&quot;');
  });

  it('sends nothing where nothing happened', () => {
    expect(server.outbox.filter((mail) => mail.to.startsWith('lia_quieta'))).toEqual([]);
  });

  it('is not sent again for the same week, however often the scheduler turns', async () => {
    clock = new Date('2026-11-23T12:00:00.000Z');
    await server.jobs.tick();
    expect(mailsTo(maria)).toHaveLength(1);
    const rows = await server.db.select().from(mailSent).where(eq(mailSent.userId, maria.id));
    expect(rows).toEqual([expect.objectContaining({ kind: 'digest', period: 'weekly:2026-11-23' })]);
  });
});
