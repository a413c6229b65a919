// Portuguese refusals of the messaging routes and the command messages a change leaves in the
// conversation. The spec words none of them (spec: Error catalogue only logs these failures).
import { messagingDomainTexts as domainTexts } from '@vizinhos/domain';

/** Refusals of the messaging routes. */
export const messagingServerTexts = {
  notFound: 'Conversa não encontrada.',
  participantRequired: 'Informe o participante (conversation_user_id).',
  participantNotFound: 'Participante não encontrado nesta conversa.',
  needParticipant: domainTexts.needParticipant,
  needMessageContent: domainTexts.needMessageContent,
  neighborsInvalid: 'Lista de participantes inválida.',
  tooManyNeighbors: (max: number) => `Uma conversa pode ter no máximo ${max} participantes além de você.`,
  otherArea: 'Só moradores da sua área podem participar da conversa.',
  titleTooLong: (max: number) => `O título pode ter no máximo ${max} caracteres.`,
  bodyTooLong: (max: number) => `A mensagem pode ter no máximo ${max} caracteres.`,
  clientIdInvalid: 'Identificador da mensagem inválido.',
  clientIdReused: 'Este identificador de mensagem já foi usado em outra conversa.',
  postNotFound: 'A postagem compartilhada não foi encontrada.',
  onlyAdmins: 'Só administradores da conversa podem fazer isso.',
  onlyGroups: 'Só conversas com mais de duas pessoas têm título e participantes editáveis.',
  notOnYourself: 'Você não pode fazer isso com você mesmo.',
  keepSomeone: 'A conversa precisa de pelo menos mais um participante.',
  nothingToChange: 'Informe o novo título ou os participantes.',
} as const;

/** The command messages (is_command) a title or membership change leaves in the conversation. */
export const commandTexts = {
  created: (actor: string) => `${actor} criou a conversa`,
  renamed: (actor: string, title: string) =>
    title ? `${actor} mudou o título para “${title}”` : `${actor} removeu o título`,
  added: (actor: string, names: readonly string[]) => `${actor} adicionou ${names.join(', ')}`,
  removed: (actor: string, names: readonly string[]) => `${actor} removeu ${names.join(', ')}`,
  left: (actor: string) => `${actor} saiu da conversa`,
  promoted: (actor: string, name: string) => `${actor} tornou ${name} administrador`,
  demoted: (actor: string, name: string) => `${actor} removeu ${name} da administração`,
} as const;

/** The conversation roles (spec: Roles and permissions: a name containing "Admin" is an admin). */
export const conversationRoles = { admin: 'Admin', member: 'Membro' } as const;
