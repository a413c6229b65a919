// What the settings dialog says (spec: Header: Configurações, its action left open).

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the settings pieces. */
export const settingsTexts = {
  title: commonTexts.settings,
  description: 'Aparência, agenda, avisos, senha e os seus dados.',
  appearance: 'Aparência',
  theme: 'Tema',
  themeSystem: 'Igual ao sistema',
  themeLight: 'Claro',
  themeDark: 'Escuro',
  agenda: 'Agenda',
  notifications: commonTexts.notifications,
  password: commonTexts.password,
  currentPassword: 'Senha atual',
  newPassword: commonTexts.newPassword,
  confirmation: commonTexts.confirmNewPassword,
  changePassword: 'Alterar senha',
  moveArea: 'Mudei de endereço',
  moveAreaNote:
    'Escolha a área do seu novo endereço e confirme com a sua senha. Você sai das conversas da área atual e passa a ver a linha do tempo e os membros da nova área. Só é possível mudar uma vez a cada 7 dias.',
  moveAreaCurrent: (name: string) => `Área atual: ${name}`,
  moveAreaChosen: (name: string) => `Nova área: ${name}`,
  moveAreaChooseFirst: 'Escolha a nova área na busca acima.',
  moveAreaPassword: 'Senha atual, para confirmar a mudança',
  moveAreaSubmit: 'Mudar para esta área',
  data: 'Seus dados',
  dataNote:
    'Baixe, em um arquivo JSON, tudo o que o Vizinhos guarda sobre você, como prevê a LGPD: perfil, postagens, comentários, votos, mensagens e notificações.',
  download: 'Baixar meus dados',
} as const;
