// What the settings dialog says (spec: Header: Configurações, its action left open).

/** Fixed texts of the settings pieces. */
export const settingsTexts = {
  title: 'Configurações',
  description: 'Aparência, agenda, avisos, senha e os seus dados.',
  appearance: 'Aparência',
  theme: 'Tema',
  themeSystem: 'Igual ao sistema',
  themeLight: 'Claro',
  themeDark: 'Escuro',
  agenda: 'Agenda',
  notifications: 'Notificações',
  password: 'Senha',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  confirmation: 'Confirmar nova senha',
  changePassword: 'Alterar senha',
  data: 'Seus dados',
  dataNote:
    'Baixe, em um arquivo JSON, tudo o que o Vizinhos guarda sobre você, como prevê a LGPD: perfil, postagens, comentários, votos, mensagens e notificações.',
  download: 'Baixar meus dados',
} as const;
