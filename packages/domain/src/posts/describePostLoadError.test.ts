import { describe, expect, it } from 'vitest';
import { describePostLoadError } from './describePostLoadError.ts';
import { POST_ERROR_TEXTS } from './posts.texts.ts';

describe('describePostLoadError', () => {
  it.each([
    ['spec: Error catalogue: 404', 404, 'Postagem não encontrada (404)'],
    ['spec: Error catalogue: 500', 500, 'Postagem não encontrada (500)'],
  ])('%s', (_name, status, text) => {
    expect(describePostLoadError(status)).toBe(text);
  });

  it('spec: single post view: the generic load failure, in Portuguese ("Failed to load post")', () => {
    expect(POST_ERROR_TEXTS.postLoadFailed).toBe('Erro ao carregar a postagem');
  });
});
