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
    ['spec: Entities and their fields: an unknown type is general', { type: 'system', body: 'x' }, 'general'],
    ['spec: Entities and their fields: a post without title is general', { post: { _id: 'p1' } }, 'general'],
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
      { title: 'New vote', content: 'joao liked your post "Buraco enorme na Rua das Flore..."' },
    ],
    [
      'spec: Business constants and limits: a down vote, count above 1 in the title',
      { count: 3, vote: { direction: 'down', user: { username: 'ana' }, post: { title: 'Feira' } } },
      { title: 'New vote (3)', content: 'ana disliked your post "Feira"' },
    ],
    [
      'spec: Business constants and limits: a count of 1 shows no parentheses; no voter is Someone',
      { count: 1, vote: { direction: 'up' } },
      { title: 'New vote', content: 'Someone liked your post ""' },
    ],
    [
      'spec: Business constants and limits: a comment: body cut at 30, post title at 20',
      { comment: { body: long, user: { username: 'bia' }, post: { title: long } } },
      {
        title: 'New comment',
        content: 'bia commented "Buraco enorme na Rua das Flore..." on "Buraco enorme na Rua..."',
      },
    ],
    [
      'spec: Business constants and limits: a comment with text, the post at top level',
      { comment: { text: 'Concordo' }, post: { title: 'Feira' } },
      { title: 'New comment', content: 'Someone commented "Concordo" on "Feira"' },
    ],
    [
      'spec: Business constants and limits: a comment on no post',
      { comment: { body: 'Oi' } },
      { title: 'New comment', content: 'Someone commented "Oi"' },
    ],
    [
      'spec: Business constants and limits: a new post title cut at 40',
      { post: { title: `${long} hoje` } },
      { title: 'New post', content: 'New post: "Buraco enorme na Rua das Flores perto da..."' },
    ],
    [
      'spec: Entities and their fields: an invite to an area',
      { invite: { inviter: { username: 'carla' }, area: { name: 'Vila Mariana' } } },
      { title: 'Invitation', content: 'carla invited you to join Vila Mariana' },
    ],
    [
      'spec: Entities and their fields: an invite with no area',
      { invite: {} },
      { title: 'Invitation', content: 'Someone invited you' },
    ],
    [
      'spec: Business constants and limits: a poll title cut at 30',
      { poll_response_count: { post: { title: long } } },
      { title: 'Poll response', content: 'New responses to your poll "Buraco enorme na Rua das Flore..."' },
    ],
    [
      'spec: Business constants and limits: a poll by type with the top-level post',
      { type: 'poll', post: { title: 'Feira' } },
      { title: 'Poll response', content: 'New responses to your poll "Feira"' },
    ],
    [
      'spec: Screens and routes: general: server title and content',
      { title: 'Aviso', content: 'Manutenção' },
      { title: 'Aviso', content: 'Manutenção' },
    ],
    [
      'spec: Screens and routes: general: body when no content',
      { body: 'Corpo', text: 'Texto' },
      { title: 'Notification', content: 'Corpo' },
    ],
    [
      'spec: Screens and routes: general: text last',
      { text: 'Texto' },
      { title: 'Notification', content: 'Texto' },
    ],
    [
      'spec: States and transitions: general with nothing is empty',
      {},
      { title: 'Notification', content: '' },
    ],
  ])('%s', (_name, wire, expected) => {
    expect(describeNotification(wire)).toEqual(expected);
  });

  it('invariant: a generated post title never exceeds its limit plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const { content } = describeNotification({ post: { title: `x${title}` } }, 'post');
        const quotedTitle = content.slice('New post: "'.length, -1);
        expect(Array.from(quotedTitle).length).toBeLessThanOrEqual(43);
      }),
    );
  });
});
