/** Texts of the messaging app (spec: Screens and routes, Validation rules, Roles and permissions, Error catalogue); one catalogue so a wording change is one edit. */
export const messagingDomainTexts = {
  deleteConversation: 'Excluir Conversa',
  leaveConversation: 'Sair da Conversa',
  needParticipant: 'Selecione pelo menos um participante.',
  needMessageContent: 'Digite uma mensagem ou anexe uma postagem.',
} as const;

/**
 * Failures of the messaging calls. The spec only logs most of them (spec: Error catalogue: conversation lookup or creation
 * and unread-count failures are only logged; a failed message shows a retry icon); these words are ours, after its pattern.
 */
export const messagingErrorTexts = {
  listFailed: 'Erro ao carregar as conversas',
  listNetwork: 'Erro de rede ao carregar as conversas',
  openFailed: 'Erro ao abrir a conversa',
  openNetwork: 'Erro de rede ao abrir a conversa',
  createFailed: 'Erro ao criar a conversa',
  createNetwork: 'Erro de rede ao criar a conversa',
  updateFailed: 'Erro ao atualizar a conversa',
  updateNetwork: 'Erro de rede ao atualizar a conversa',
  leaveFailed: 'Erro ao sair da conversa',
  leaveNetwork: 'Erro de rede ao sair da conversa',
  adminFailed: 'Erro ao alterar o administrador',
  adminNetwork: 'Erro de rede ao alterar o administrador',
  messagesFailed: 'Erro ao carregar as mensagens',
  messagesNetwork: 'Erro de rede ao carregar as mensagens',
  sendFailed: 'Erro ao enviar a mensagem',
  sendNetwork: 'Erro de rede ao enviar a mensagem',
  searchFailed: 'Erro ao buscar moradores',
  searchNetwork: 'Erro de rede ao buscar moradores',
} as const;
