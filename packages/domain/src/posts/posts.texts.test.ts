import { describe, expect, it } from 'vitest';
import { accountsDomainTexts } from '../accounts/index.ts';
import { POST_CARD_TEXTS, POST_EDITOR_TEXTS, POST_ERROR_TEXTS } from './posts.texts.ts';

describe('doc 2 texts', () => {
  it.each<[string, string, string]>([
    [
      'spec: Validation rules: title required',
      POST_EDITOR_TEXTS.titleRequired,
      'Por favor, adicione um título para sua postagem.',
    ],
    [
      'spec: Validation rules: analysis needs a title',
      POST_EDITOR_TEXTS.analysisNeedsTitle,
      'Por favor, escreva um título para analisar.',
    ],
    [
      'spec: Validation rules: poll options',
      POST_EDITOR_TEXTS.pollNeedsTwoOptions,
      'Por favor, adicione pelo menos 2 opções para a votação.',
    ],
    [
      'spec: Validation rules: event date and time',
      POST_EDITOR_TEXTS.eventNeedsDateTime,
      'Por favor, defina a data e hora do evento.',
    ],
    [
      'spec: Validation rules: event in the future',
      POST_EDITOR_TEXTS.eventMustBeFuture,
      'A data e hora do evento devem ser no futuro.',
    ],
    ['spec: Error catalogue: post create', POST_ERROR_TEXTS.createFailed, 'Erro ao criar postagem'],
    ['spec: Error catalogue: comments', POST_ERROR_TEXTS.commentCreateFailed, 'Erro ao criar comentário'],
    [
      'spec: Error catalogue: calendar',
      POST_ERROR_TEXTS.calendarDownloadFailed,
      'Erro ao baixar arquivo de calendário',
    ],
    [
      'spec: Error catalogue: calendar link',
      POST_ERROR_TEXTS.calendarLinkMissing,
      'Link do calendário não disponível',
    ],
    [
      'spec: States and transitions: a deleted comment reads [Deleted]',
      POST_CARD_TEXTS.deletedComment,
      '[Deleted]',
    ],
    ['spec: Screens and routes: user not found', accountsDomainTexts.userNotFound, 'Usuário não encontrado'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
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
