/** Error texts of the push routes and the texts of the pushes themselves (beyond the spec: Portuguese). */
export const pushServerTexts = {
  endpointRequired: 'Informe o endereço (endpoint) da inscrição de notificações.',
  endpointInvalid:
    'O endereço da inscrição de notificações deve ser uma URL https de um serviço de push conhecido (Google, Mozilla, Apple ou Microsoft).',
  endpointPrivate: 'O endereço da inscrição de notificações aponta para uma rede privada e foi recusado.',
  keysInvalid: 'As chaves da inscrição (p256dh e auth) estão ausentes ou inválidas.',
  subscriptionNotFound: 'Inscrição de notificações não encontrada.',
  securityBody: (area: string | null) =>
    area ? `Alerta de Segurança em ${area}` : 'Alerta de Segurança na sua área',
} as const;
