// Portuguese texts every route may answer with: sessions, CSRF, malformed requests and faults.
// Each feature keeps its own refusals in `features/<f>/<f>.texts.ts`; the texts the spec names come
// from domain's catalogues, so that server and client never disagree.

import { maxUploadBytes } from '@vizinhos/api';
import { formatBytes } from './formatBytes.ts';

/** Shared messages the server sends in `error`. */
export const serverTexts = {
  notSignedIn: 'Você precisa entrar para continuar.',
  /** A post asked for by id is not there (the posts' and the comments' routes). */
  postNotFound: 'Postagem não encontrada.',
  crossSite: 'Requisição recusada: origem não permitida.',
  invalidBody: 'O corpo da requisição é inválido.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  tooLarge: `O arquivo excede o limite de ${formatBytes(maxUploadBytes)}.`,
  bodyTooLarge: (limit: string) => `O corpo da requisição excede o limite de ${limit}.`,
  tooManyParts: 'O formulário tem campos ou arquivos demais.',
  methodNotAllowed: 'Este endereço não aceita este método.',
  timeout: 'A requisição demorou demais e foi encerrada. Tente novamente.',
  uriTooLong: 'O endereço da requisição é longo demais.',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  malformedRequest: 'A requisição está malformada.',
  notFound: 'Recurso não encontrado.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  fieldRequired: (label: string) => `O campo "${label}" é obrigatório.`,
  fieldInvalid: (label: string) => `O campo "${label}" é inválido.`,
  nulCharacter: 'O texto enviado contém caracteres inválidos.',
  badUrl: 'O endereço da requisição é inválido.',
  idempotencyKeyInvalid: 'O cabeçalho Idempotency-Key é inválido: use de 1 a 255 caracteres visíveis.',
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada em outra requisição.',
  overloaded: 'O servidor está sobrecarregado no momento. Tente de novo em instantes.',
  databaseUnavailable: 'O banco de dados está indisponível no momento. Tente de novo em instantes.',
  idempotencyKeyInFlight: 'Esta ação ainda está sendo processada. Tente de novo em instantes.',
  idempotencyKeyDone:
    'Esta ação já foi registrada, mas a resposta se perdeu no caminho. Recarregue a página para vê-la.',
} as const;
