// Portuguese texts every route may answer with: sessions, CSRF, malformed requests and faults.
// Each feature keeps its own refusals in `features/<f>/<f>.texts.ts`; the texts the spec names come
// from domain's catalogues, so that server and client never disagree.

/** Shared messages the server sends in `error`. */
export const serverTexts = {
  notSignedIn: 'Você precisa entrar para continuar.',
  crossSite: 'Requisição recusada: origem não permitida.',
  invalidBody: 'O corpo da requisição é inválido.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  tooLarge: 'O arquivo excede o limite de 10 MB.',
  notFound: 'Recurso não encontrado.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  fieldRequired: (label: string) => `O campo "${label}" é obrigatório.`,
  fieldInvalid: (label: string) => `O campo "${label}" é inválido.`,
  nulCharacter: 'O texto enviado contém caracteres inválidos.',
  badUrl: 'O endereço da requisição é inválido.',
} as const;
