import { describe, expect, it } from 'vitest';
import { accountTexts } from '../accounts/index.ts';
import {
  OBJECTIVITY_SUGGESTION_TEXTS,
  POST_CARD_TEXTS,
  POST_EDITOR_TEXTS,
  POST_ERROR_TEXTS,
} from './posts.texts.ts';

describe('doc 2 texts', () => {
  it.each<[string, string, string]>([
    [
      'doc 2 §5: title required',
      POST_EDITOR_TEXTS.titleRequired,
      'Por favor, adicione um título para sua postagem.',
    ],
    [
      'doc 2 §5: analysis needs a title',
      POST_EDITOR_TEXTS.analysisNeedsTitle,
      'Por favor, escreva um título para analisar.',
    ],
    [
      'doc 2 §5: poll options',
      POST_EDITOR_TEXTS.pollNeedsTwoOptions,
      'Por favor, adicione pelo menos 2 opções para a votação.',
    ],
    [
      'doc 2 §5: event date and time',
      POST_EDITOR_TEXTS.eventNeedsDateTime,
      'Por favor, defina a data e hora do evento.',
    ],
    [
      'doc 2 §5: event in the future',
      POST_EDITOR_TEXTS.eventMustBeFuture,
      'A data e hora do evento devem ser no futuro.',
    ],
    ['doc 2 §8: post create', POST_ERROR_TEXTS.createFailed, 'Erro ao criar postagem'],
    ['doc 2 §8: comments', POST_ERROR_TEXTS.commentCreateFailed, 'Erro ao criar comentário'],
    ['doc 2 §8: calendar', POST_ERROR_TEXTS.calendarDownloadFailed, 'Erro ao baixar arquivo de calendário'],
    ['doc 2 §8: calendar link', POST_ERROR_TEXTS.calendarLinkMissing, 'Link do calendário não disponível'],
    ['doc 2 §8: map fallback title, accented', POST_ERROR_TEXTS.mapUnavailable, 'Mapa indisponível'],
    ['doc 2 §4: a deleted comment reads [Deleted]', POST_CARD_TEXTS.deletedComment, '[Deleted]'],
    ['doc 2 §1: anonymous visitors', POST_CARD_TEXTS.loginToComment, 'Faça login para comentar'],
    ['doc 2 §2: user not found', accountTexts.userNotFound, 'Usuário não encontrado'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each<[string, string[], string]>([
    ['one word', ['horrível'], 'Evite palavras emotivas como "horrível".'],
    [
      'two words joined by "e"',
      ['horrível', 'absurdo'],
      'Evite palavras emotivas como "horrível" e "absurdo".',
    ],
    ['three words: commas then "e"', ['a', 'b', 'c'], 'Evite palavras emotivas como "a", "b" e "c".'],
  ])('suggestion lists in pt-BR: %s', (_name, words, expected) => {
    expect(OBJECTIVITY_SUGGESTION_TEXTS.emotional(words)).toBe(expected);
  });

  it('no catalogue text keeps an accent the spec dropped', () => {
    const all = [POST_EDITOR_TEXTS, POST_ERROR_TEXTS, POST_CARD_TEXTS].flatMap((catalogue) =>
      Object.values(catalogue),
    );
    for (const text of all)
      expect(text).not.toMatch(
        /\b(area|transferencia|relatorios|indisponivel|nao|comentario|calendario|Usuario)\b/,
      );
  });
});
