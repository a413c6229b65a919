// Portuguese texts the server answers with. The ones the spec names come from domain's catalogue,
// so that server and client never disagree; the rest are server-only (doc 1 §6 "not shown").
import { accountTexts, areaDrawingTexts } from '@vizinhos/domain';

/** Every message the server sends in `error`, `validationError` or `errors`. */
export const serverTexts = {
  ...accountTexts,
  tooFewPointsAlert: areaDrawingTexts.tooFewPointsAlert,
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
  usernameTaken: 'Este nome de usuário já está em uso.',
  emailTaken: 'Este email já está cadastrado.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  areaNotFound: 'Área não encontrada.',
  newAreaInvalid: 'A proposta de nova área é inválida.',
  cityNotFound: 'Cidade não encontrada.',
  areaSearchRequired: 'Não encontramos uma área para a sua localização. Escolha uma área.',
  otherArea: 'Você só pode ver membros e perfis da sua própria área.',
  searchTooShort: 'Digite pelo menos 2 caracteres para buscar.',
  resetTokenInvalid: 'O link de redefinição de senha é inválido ou expirou.',
  activationInvalid: 'O link de ativação é inválido ou expirou.',
  imageInvalid: 'A imagem deve ser um arquivo PNG, JPEG, GIF ou WebP válido.',
  coordinatesInvalid: 'Coordenadas inválidas.',
  noMunicipality: 'Não foi possível determinar sua cidade.',
  analyzerUnavailable: 'A análise de objetividade ainda não está disponível.',
} as const;
