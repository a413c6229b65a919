/** Texts of the messaging app (spec: Screens and routes, Validation rules, Roles and permissions, Error catalogue); one catalogue so a wording change is one edit. */
export const messagingTexts = {
  deleteConversation: 'Excluir Conversa',
  leaveConversation: 'Sair da Conversa',
  adminLabel: 'Admin',
  conversationStart: 'Início da conversa',
  needParticipant: 'Selecione pelo menos um participante.',
  needMessageContent: 'Digite uma mensagem ou anexe uma postagem.',
  sendFailed: 'Falha ao enviar. Toque para tentar novamente.',
} as const;
