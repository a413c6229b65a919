import { describe, expect, it } from 'vitest';
import { readAnswerKey } from './errors.ts';

const ok = (body: unknown) => ({ status: 200, ok: true, body });

describe('readAnswerKey: the one reader of "the answer has this key"', () => {
  it('gives the value under the key, or the whole body with take body', () => {
    expect(readAnswerKey('getPost', ok({ posts: { title: 'Oi' } }), 'posts')).toEqual({
      ok: true,
      value: { title: 'Oi' },
    });
    const envelope = { comment: { text: 'Oi' }, post: { comment_count: 1 } };
    expect(readAnswerKey('createComment', ok(envelope), 'comment', { take: 'body' })).toEqual({
      ok: true,
      value: envelope,
    });
  });

  it('is invalid without an object there; with anyValue any value but null will do', () => {
    expect(readAnswerKey('getPost', ok({ posts: 'Oi' }), 'posts')).toMatchObject({ ok: false, status: 200 });
    expect(readAnswerKey('getPost', ok(null), 'posts')).toMatchObject({ ok: false, status: 200 });
    expect(
      readAnswerKey('getPushKey', ok({ public_key: 'chave' }), 'public_key', { anyValue: true }),
    ).toEqual({
      ok: true,
      value: 'chave',
    });
    expect(
      readAnswerKey('getPushKey', ok({ public_key: null }), 'public_key', { anyValue: true }),
    ).toMatchObject({
      ok: false,
    });
  });

  it('passes a refusal and a network failure on as the call failing', () => {
    const refused = { status: 404, ok: false, body: { error: 'Postagem não encontrada.' } };
    expect(readAnswerKey('getPost', refused, 'posts')).toMatchObject({ ok: false, status: 404 });
    expect(readAnswerKey('getPost', null, 'posts')).toMatchObject({ ok: false, status: 0 });
  });
});
