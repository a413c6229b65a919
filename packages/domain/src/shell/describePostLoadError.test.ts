import { describe, expect, it } from 'vitest';
import { describePostLoadError } from './describePostLoadError.ts';
import { shellTexts } from './shell.texts.ts';

describe('shellTexts', () => {
  it.each([
    ['doc 1 §8: 404', 404, 'Post not found (404)'],
    ['doc 1 §8: 500', 500, 'Post not found (500)'],
  ])('%s', (_name, status, text) => {
    expect(describePostLoadError(status)).toBe(text);
  });

  it.each([
    ['doc 1 §2: session check', shellTexts.checkingSession, 'Verificando autenticação...'],
    ['doc 1 §2: connection badge', shellTexts.reconnecting, 'Reconectando...'],
    ['doc 1 §2: avatar menu', shellTexts.settings, 'Configurações'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
