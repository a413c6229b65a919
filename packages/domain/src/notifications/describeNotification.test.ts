import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyNotification, describeNotification, isMessageNotification } from './describeNotification.ts';
import type { WireNotification } from './wireNotification.ts';

const long = 'Buraco enorme na Rua das Flores perto da padaria';

describe('classifyNotification', () => {
  it.each<[string, WireNotification, string]>([
    ['spec: Entities and their fields: a vote', { vote: { direction: 'up' } }, 'vote'],
    ['spec: Entities and their fields: a comment', { comment: { body: 'x' } }, 'comment'],
    ['spec: Entities and their fields: an invite', { invite: { area: { name: 'Moema' } } }, 'invite'],
    [
      'spec: Entities and their fields: poll_response_count',
      { poll_response_count: { post: { title: 'Feira' } } },
      'poll',
    ],
    ['spec: Entities and their fields: a post with title', { post: { title: 'Feira' } }, 'post'],
    ['spec: Entities and their fields: by type', { type: 'poll_response', body: 'x' }, 'poll'],
    ['a reply by type is a comment', { type: 'reply', body: 'x' }, 'comment'],
    ['spec: Entities and their fields: an unknown type is general', { type: 'system', body: 'x' }, 'general'],
    ['spec: Entities and their fields: a post without title is general', { post: { _id: 'p1' } }, 'general'],
    [
      'spec 3: Live messages: a new report, even about a post, is general',
      { type: 'report', post: { title: 'Feira' } },
      'general',
    ],
    [
      'spec 3: Live messages: a moderation notice is general',
      { type: 'moderation', content: 'x' },
      'general',
    ],
  ])('%s', (_name, wire, kind) => {
    expect(classifyNotification(wire)).toBe(kind);
  });
});

describe('isMessageNotification', () => {
  it.each<[string, WireNotification, boolean]>([
    ['spec: Entities and their fields: message_id', { message_id: 'm1' }, true],
    ['spec: Entities and their fields: message', { message: { body: 'oi' } }, true],
    ['spec: Entities and their fields: conversation_id', { conversation_id: { $oid: 'c1' } }, true],
    ['spec: Entities and their fields: conversation', { conversation: {} }, true],
    ['spec: States and transitions: type message', { type: 'message' }, true],
    ['spec: States and transitions: type conversation', { type: 'conversation' }, true],
    ['spec: Entities and their fields: a vote', { vote: {}, message: null }, false],
  ])('%s', (_name, wire, ignored) => {
    expect(isMessageNotification(wire)).toBe(ignored);
  });
});

describe('describeNotification', () => {
  it.each<[string, WireNotification, { title: string; content: string }]>([
    [
      'spec: Business constants and limits: an up vote, post title cut at 30',
      { vote: { direction: 'up', user: { username: 'joao' } }, post: { title: long } },
      { title: 'Novo voto', content: 'joao curtiu sua postagem "Buraco enorme na Rua das Flore..."' },
    ],
    [
      'spec: Business constants and limits: a down vote, count above 1 in the title',
      { count: 3, vote: { direction: 'down', user: { username: 'ana' }, post: { title: 'Feira' } } },
      { title: 'Novo voto (3)', content: 'ana não curtiu sua postagem "Feira"' },
    ],
    [
      'spec: Business constants and limits: a count of 1 shows no parentheses; no voter is Someone',
      { count: 1, vote: { direction: 'up' } },
      { title: 'Novo voto', content: 'Alguém curtiu sua postagem ""' },
    ],
    [
      "a vote on the reader's comment: its body cut at 30",
      { count: 2, vote: { direction: 'up', user: { username: 'ana' }, comment: { body: long } } },
      { title: 'Novo voto (2)', content: 'ana curtiu seu comentário "Buraco enorme na Rua das Flore..."' },
    ],
    [
      'a vote on a comment read from its text',
      { vote: { direction: 'down', comment: { text: 'Oi' } } },
      { title: 'Novo voto', content: 'Alguém não curtiu seu comentário "Oi"' },
    ],
    [
      'spec: Business constants and limits: a comment: body cut at 30, post title at 20',
      { comment: { body: long, user: { username: 'bia' }, post: { title: long } } },
      {
        title: 'Novo comentário',
        content: 'bia comentou "Buraco enorme na Rua das Flore..." em "Buraco enorme na Rua..."',
      },
    ],
    [
      'spec: Business constants and limits: a comment with text, the post at top level',
      { comment: { text: 'Concordo' }, post: { title: 'Feira' } },
      { title: 'Novo comentário', content: 'Alguém comentou "Concordo" em "Feira"' },
    ],
    [
      'spec: Business constants and limits: a comment on no post',
      { comment: { body: 'Oi' } },
      { title: 'Novo comentário', content: 'Alguém comentou "Oi"' },
    ],
    [
      "a reply to the reader's comment: its own title and words",
      {
        type: 'reply',
        comment: { body: 'Também acho', user: { username: 'bia' }, post: { title: 'Feira' } },
      },
      { title: 'Nova resposta', content: 'bia respondeu ao seu comentário: "Também acho"' },
    ],
    [
      'spec: Business constants and limits: a new post title cut at 40',
      { post: { title: `${long} hoje` } },
      { title: 'Nova postagem', content: 'Nova postagem: "Buraco enorme na Rua das Flores perto da..."' },
    ],
    [
      'spec: Entities and their fields: an invite to an area',
      { invite: { inviter: { username: 'carla' }, area: { name: 'Vila Mariana' } } },
      { title: 'Convite', content: 'carla convidou você para entrar em Vila Mariana' },
    ],
    [
      'an invitation used: the inviter hears who joined',
      { invite: { invitee: { username: 'maria' }, area: { name: 'Vila Mariana' } } },
      { title: 'Convite', content: 'maria entrou em Vila Mariana com seu convite' },
    ],
    [
      'an invitation used, no area named',
      { invite: { invitee: { username: 'maria' } } },
      { title: 'Convite', content: 'maria entrou com seu convite' },
    ],
    [
      'spec: Entities and their fields: an invite with no area',
      { invite: {} },
      { title: 'Convite', content: 'Alguém convidou você' },
    ],
    [
      'spec: Business constants and limits: a poll title cut at 30',
      { poll_response_count: { post: { title: long } } },
      {
        title: 'Resposta à enquete',
        content: 'Novas respostas à sua enquete "Buraco enorme na Rua das Flore..."',
      },
    ],
    [
      'spec: Business constants and limits: a poll by type with the top-level post',
      { type: 'poll', post: { title: 'Feira' } },
      { title: 'Resposta à enquete', content: 'Novas respostas à sua enquete "Feira"' },
    ],
    [
      'spec: Screens and routes: general: server title and content',
      { title: 'Aviso', content: 'Manutenção' },
      { title: 'Aviso', content: 'Manutenção' },
    ],
    [
      'spec: Screens and routes: general: body when no content',
      { body: 'Corpo', text: 'Texto' },
      { title: 'Notificação', content: 'Corpo' },
    ],
    [
      'spec: Screens and routes: general: text last',
      { text: 'Texto' },
      { title: 'Notificação', content: 'Texto' },
    ],
    [
      'spec: States and transitions: general with nothing is empty',
      {},
      { title: 'Notificação', content: '' },
    ],
  ])('%s', (_name, wire, expected) => {
    expect(describeNotification(wire)).toEqual(expected);
  });

  it('invariant: a generated post title never exceeds its limit plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const { content } = describeNotification({ post: { title: `x${title}` } }, 'post');
        const quotedTitle = content.slice('Nova postagem: "'.length, -1);
        expect(Array.from(quotedTitle).length).toBeLessThanOrEqual(43);
      }),
    );
  });
});
