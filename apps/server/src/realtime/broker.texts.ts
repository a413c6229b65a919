/** Texts of the broker's ERROR frames (pt-BR: stompjs hands them to the app, which may log or show them). */
export const brokerTexts = {
  connectTimeout: 'Tempo esgotado esperando o CONNECT',
  malformedFrame: 'Frame STOMP malformado',
  expectedConnect: 'O primeiro frame deve ser CONNECT ou STOMP',
  unsupportedVersion: 'Versão STOMP não suportada',
  unsupportedCommand: (command: string) => `Comando STOMP não suportado: ${command}`,
  missingHeader: (name: string) => `Cabeçalho obrigatório ausente: ${name}`,
  duplicateSubscription: (id: string) => `Já existe uma inscrição com o id ${id}`,
  forbiddenDestination: (destination: string) => `Destino não autorizado: ${destination}`,
  tooManySubscriptions: 'Inscrições demais nesta conexão',
  busUnavailable: 'Serviço de tempo real indisponível; tente novamente',
  sendForbidden: (destination: string) => `Envio não permitido para ${destination}`,
  serverRestarting: 'O servidor está reiniciando; reconectando em instantes.',
  sessionEnded: 'Sua sessão foi encerrada. Entre novamente para continuar.',
  areaChanged: 'Você mudou de endereço: reconectando à sua nova área.',
  tooManySockets: (max: number) =>
    `Conexões em tempo real demais para esta conta (no máximo ${max}). Feche outras abas ou aparelhos e tente de novo.`,
  sendInvalidBody: 'Corpo do envio inválido: esperado JSON {"type":"typing","conversation_id":"..."}',
} as const;
