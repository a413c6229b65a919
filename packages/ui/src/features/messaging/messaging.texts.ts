// What the messaging pieces say (spec: Screens and routes, Messaging app; Validation rules; Roles and permissions).

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the messaging pieces. */
export const messagingTexts = {
  panelTitle: commonTexts.conversations,
  searchConversations: 'Buscar conversas',
  newConversation: 'Nova conversa',
  listLabel: 'Lista de conversas',
  emptyTitle: 'Nenhuma conversa ainda',
  emptyHint: 'Comece uma conversa com um vizinho.',
  noMatchTitle: 'Nenhuma conversa encontrada',
  noMatchHint: 'Tente buscar com termos diferentes.',
  unread: 'não lida',
  noMessagesYet: 'Nenhuma mensagem ainda',
  loadFailed: 'Não foi possível carregar as conversas.',
  retry: commonTexts.retry,
  // NewConversationDialog and ResidentPicker (spec: Validation rules).
  searchResidents: 'Buscar vizinhos',
  searchHint: 'Digite pelo menos 2 caracteres.',
  searching: commonTexts.searching,
  noResidents: 'Nenhum vizinho encontrado',
  searchFailed: 'Não foi possível buscar vizinhos.',
  residentsFound: 'Vizinhos encontrados',
  participants: 'Participantes',
  add: 'Adicionar',
  unselect: (name: string) => `Tirar ${name}`,
  titleLabel: 'Título da conversa',
  create: 'Criar conversa',
  // ChatWindow (spec: Validation rules, Business constants and limits, States and transitions).
  back: 'Voltar às conversas',
  openSettings: 'Configurações da conversa',
  messagesLabel: 'Mensagens',
  messageLabel: 'Mensagem',
  messagePlaceholder: 'Digite uma mensagem...',
  sendHint: 'Enter envia; Shift+Enter quebra a linha.',
  send: commonTexts.send,
  // spec: "start of conversation".
  conversationStart: 'Início da conversa',
  loadingOlder: 'Carregando mensagens anteriores...',
  loadingMessages: 'Carregando mensagens...',
  loadingConversations: 'Carregando conversas...',
  messagesFailed: 'Não foi possível carregar as mensagens.',
  adminLabel: 'Admin',
  sharedPost: 'Postagem compartilhada',
  pending: 'Enviando',
  confirmed: 'Enviada',
  // spec: Error catalogue: "A failed message shows a retry icon"; a tap retries.
  failed: 'Falha ao enviar. Toque para tentar novamente.',
  you: 'Você',
  // ConversationSettings (spec: Roles and permissions).
  settingsTitle: 'Configurações da conversa',
  saveTitle: 'Salvar título',
  promote: commonTexts.promoteAdmin,
  demote: commonTexts.demoteAdmin,
  remove: (name: string) => `Remover ${name} da conversa`,
  addParticipants: 'Adicionar participantes',
  addSelected: 'Adicionar',
  confirmLeave: 'Tem certeza que deseja sair desta conversa?',
  confirmDelete: 'Tem certeza que deseja excluir esta conversa?',
  closeSettings: 'Voltar à conversa',
  // The post card's share into a conversation.
  shareInConversation: 'Compartilhar em conversa',
  shareTo: 'Enviar para',
  shared: 'Postagem enviada.',
} as const;
