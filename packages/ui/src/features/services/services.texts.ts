// What Serviços shows. The spec lists Serviços under Diretórios and leaves it undefined, so these
// texts are ours; the heading is the sidebar's word for it (the shell's "Serviços").

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts and accessible names of the services directory and its form. */
export const servicesTexts = {
  title: commonTexts.services,
  national: 'Números nacionais',
  nationalNote: 'Ligação gratuita, de qualquer telefone.',
  residents: 'Indicados pelos vizinhos',
  add: 'Adicionar serviço',
  search: 'Buscar por nome',
  searchPlaceholder: 'Ex.: farmácia',
  kind: commonTexts.kind,
  allKinds: 'Todos os tipos',
  clearSearch: commonTexts.clearSearch,
  emptyTitle: 'Nenhum serviço indicado ainda',
  emptyNote: 'Indique um serviço útil da sua área para os vizinhos.',
  noMatchTitle: 'Nenhum serviço encontrado',
  noMatchNote: 'Tente outro nome ou outro tipo.',
  retry: commonTexts.tryAgain,
  addedBy: (username: string) => `Indicado por @${username}`,
  /** Read before a phone link's visible text. */
  callPrefix: (name: string) => `Ligar para ${name}: `,
  callNational: 'Ligar para ',
  edit: commonTexts.edit,
  delete: commonTexts.delete,
  editNamed: (name: string) => `Editar ${name}`,
  deleteNamed: (name: string) => `Excluir ${name}`,
  confirmDelete: 'Tem certeza que deseja excluir este serviço?',
  count: (shown: number) => (shown === 1 ? '1 serviço' : `${shown} serviços`),
  // The form.
  createTitle: 'Novo serviço',
  editTitle: 'Editar serviço',
  name: commonTexts.firstName,
  phone: 'Telefone',
  phoneHint: 'Ex.: (11) 5555-1234',
  address: 'Endereço (opcional)',
  openingHours: 'Horário de funcionamento (opcional)',
  openingHoursHint: 'Ex.: Seg a sex, 8h às 18h',
  chooseKind: 'Escolha o tipo',
  save: 'Salvar serviço',
  saveChanges: commonTexts.saveChanges,
} as const;
