// Portuguese refusals of the posts routes that only the server words. The editor's own alerts
// (title required, 2 poll options, a future event date) come from domain's POST_EDITOR_TEXTS, so the
// server and the editor never disagree.
import { serverTexts } from '../../http/server.texts.ts';

/** Refusals of the posts routes. */
export const postsServerTexts = {
  notFound: serverTexts.postNotFound,
  onlyAuthor: 'Apenas o autor pode editar ou excluir esta postagem.',
  titleTooLong: (max: number) => `O título deve ter no máximo ${max} caracteres.`,
  textTooLong: (max: number) => `O texto deve ter no máximo ${max} caracteres.`,
  categoryInvalid: 'Categoria inválida.',
  typeInvalid: 'O tipo da postagem deve ser votação ("poll") ou evento ("event").',
  pollTooManyOptions: (max: number) => `A votação pode ter no máximo ${max} opções.`,
  pollOptionTooLong: (max: number) => `Cada opção da votação deve ter no máximo ${max} caracteres.`,
  pollOnlyInVoting: 'Opções de votação só podem ser enviadas na categoria Votação.',
  eventOnlyInEvents: 'A data do evento só pode ser enviada na categoria Eventos.',
  locationOnlySecurity: 'A localização só pode ser marcada em postagens da categoria Segurança.',
  locationInvalid: 'A localização deve ter longitude e latitude válidas.',
  imageAltTooLong: (max: number) => `A descrição da imagem deve ter no máximo ${max} caracteres.`,
  imageAltWithoutImage: 'A descrição da imagem só pode ser enviada junto com uma imagem.',
  /** The form's fields as a resident reads them, for "O campo ... é inválido". */
  fieldLabels: {
    title: 'título',
    text: 'texto',
    post_category: 'categoria',
    objectivity_score: 'pontuação de objetividade',
    poll_options: 'opções da votação',
    type: 'tipo',
    event_date: 'data do evento',
    location: 'localização',
    image: 'imagem',
    image_alt: 'descrição da imagem',
  },
  /** Title and description of an event's calendar file when the post has no text. */
  calendarFallback: 'Evento da vizinhança',
} as const;
