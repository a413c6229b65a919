// Texts the services rules return. The spec lists Serviços under Diretórios and leaves it undefined
// (spec: Screens and routes), so these are ours, worded as the spec's own refusals are.

/** Refusals of a service's fields and of the services calls. */
export const SERVICE_TEXTS = {
  nameRequired: 'Informe o nome do serviço.',
  nameTooLong: (max: number) => `O nome pode ter no máximo ${max} caracteres.`,
  kindRequired: 'Escolha o tipo do serviço.',
  phoneRequired: 'Informe o telefone.',
  phoneInvalid: 'Use só números, espaços, parênteses, "+" e "-" no telefone, com 3 a 15 dígitos.',
  addressTooLong: (max: number) => `O endereço pode ter no máximo ${max} caracteres.`,
  hoursTooLong: (max: number) => `O horário pode ter no máximo ${max} caracteres.`,
  notFound: 'Serviço não encontrado.',
  notAuthor: 'Só quem cadastrou o serviço pode alterá-lo ou excluí-lo.',
  listFailed: 'Erro ao carregar os serviços',
  listNetwork: 'Erro de rede ao carregar os serviços',
  saveFailed: 'Erro ao salvar o serviço',
  saveNetwork: 'Erro de rede ao salvar o serviço',
  deleteFailed: 'Erro ao excluir o serviço',
  deleteNetwork: 'Erro de rede ao excluir o serviço',
} as const;
