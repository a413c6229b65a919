// What the post editor, its objectivity check and its image editor say (spec: Screens and routes,
// Validation rules, Business constants and limits). The alerts of the rules come from the domain
// (POST_EDITOR_TEXTS, POST_ERROR_TEXTS); these are the editor's own labels and hints.

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the editor pieces. */
export const editorTexts = {
  /** The editor's form name. */
  formLabel: 'Nova postagem',
  editFormLabel: 'Editar postagem',
  title: 'Título',
  titlePlaceholder: 'Sobre o que você quer falar?',
  text: commonTexts.text,
  textPlaceholder: 'Conte o que aconteceu: quando, onde e o quê.',
  category: commonTexts.category,
  // spec: States and transitions: "Analisar" and "Publicar" (POST_EDITOR_TEXTS carries them too).
  analyze: 'Analisar',
  publish: 'Publicar',
  save: commonTexts.saveChanges,
  analyzing: 'Analisando objetividade...',
  /** The post is kept and waits for the connection (the app's outbox). */
  waiting: 'Enviando... a postagem será publicada quando a conexão voltar.',
  /** Lets a waiting post go. */
  discard: commonTexts.discard,
  /** The approval banner after an approved check (spec: States and transitions: hides after 3 s). */
  approved: 'Texto aprovado na análise de objetividade.',
  /** Poll options (spec: Validation rules: 2 to 5). */
  pollOptions: commonTexts.pollOptions,
  pollOption: (n: number) => `Opção ${n}`,
  addPollOption: 'Adicionar opção',
  removePollOption: (n: number) => `Remover opção ${n}`,
  /** Event date and time (spec: Validation rules). */
  eventDate: commonTexts.eventDate,
  eventTime: 'Horário do evento',
  /** Segurança's location (spec: Validation rules: Segurança only). */
  location: 'Local do ocorrido',
  pickLocation: 'Marcar local',
  changeLocation: 'Alterar local',
  removeLocation: 'Remover local',
  pickingLocation: 'Obtendo localização...',
  noLocation: 'Nenhum local marcado.',
  locationChosen: (lat: string, lng: string) => `Local marcado: ${lat}, ${lng}`,
  /** The live objectivity coach. */
  coachScore: (score: number) => `Objetividade estimada: ${score}%`,
  coachMarksHeading: 'Trechos que baixam a objetividade',
  coachNoMarks: 'Nenhum trecho subjetivo encontrado.',
  /** The analysis result modal (spec: Objectivity analysis result modal). */
  resultTitle: 'Análise de objetividade',
  resultBlocked: 'Sua postagem precisa de pelo menos 70% de objetividade para ser publicada.',
  resultNotApproved: 'O texto precisa de pelo menos 60% de objetividade para ser aprovado.',
  resultScore: 'Objetividade',
  resultLabel: (label: string) => `Objetividade ${label}`,
  resultSuggestions: 'Sugestões',
  resultBackToEdit: 'Voltar e editar',
  /** The card's score badge. */
  cardScore: (score: number) => `Objetividade ${score}%`,
} as const;

/** Texts of the image field and the image editor modal (spec: Validation rules, Business constants and limits). */
export const imageEditorTexts = {
  addImage: 'Adicionar imagem',
  changeImage: 'Trocar imagem',
  removeImage: 'Remover imagem',
  editImage: 'Ajustar imagem',
  /** spec: Validation rules: "JPG, PNG, GIF max 10MB". */
  fileHint: 'JPG, PNG ou GIF, até 10 MB',
  fileRefused: 'Escolha um arquivo de imagem (JPG, PNG ou GIF).',
  preview: 'Prévia da imagem',
  altLabel: 'Descrição da imagem',
  altHint:
    'Descreva a imagem para quem usa leitor de tela, por exemplo: "Buraco na calçada da Rua das Flores".',
  modalTitle: 'Ajustar imagem',
  modalDescription:
    'Arraste a imagem para enquadrar e use o zoom. Com o teclado: setas movem, + e - mudam o zoom.',
  canvas: 'Enquadramento da imagem',
  zoom: 'Zoom',
  zoomIn: 'Aumentar zoom',
  zoomOut: 'Diminuir zoom',
  zoomValue: (zoom: number) => `${Math.round(zoom * 100)}%`,
  empty: 'Nenhuma imagem escolhida.',
  chooseFile: 'Escolher arquivo',
  apply: 'Usar imagem',
  loadFailed: 'Não foi possível abrir esta imagem.',
} as const;
