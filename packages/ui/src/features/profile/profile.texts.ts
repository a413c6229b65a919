// What the profile pieces say (spec: Screens and routes, Profile screen; doc 2 §9 for the bar tones).

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the profile pieces. */
export const profileTexts = {
  myProfile: commonTexts.myProfile,
  profile: 'Perfil',
  loading: 'Carregando perfil...',
  notFound: 'Usuário não encontrado',
  edit: 'Editar perfil',
  editForm: 'Editar perfil',
  save: commonTexts.save,
  username: commonTexts.username,
  firstName: commonTexts.firstName,
  lastName: commonTexts.lastName,
  summary: 'Sobre você',
  stats: 'Estatísticas',
  posts: 'Postagens',
  comments: commonTexts.comments,
  points: commonTexts.points,
  objectivity: 'Objetividade média',
  noObjectivity: 'Sem postagens avaliadas',
  invites: 'Convites',
  invitesLeft: (count: number) => (count === 1 ? '1 convite disponível' : `${count} convites disponíveis`),
  inviteLink: 'Link de convite',
  copyLink: 'Copiar link',
  share: commonTexts.share,
  activity: 'Atividade recente',
  noActivity: 'Nenhuma atividade recente.',
  posted: 'Publicou',
  commented: 'Comentou em',
  openPost: 'Abrir postagem',
  changePhoto: 'Alterar foto',
  savePhoto: 'Salvar foto',
  newPhoto: 'Nova foto de perfil',
  photo: (name: string) => `Foto de ${name}`,
} as const;
