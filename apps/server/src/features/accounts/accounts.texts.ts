// Portuguese texts of the accounts feature that only the server words: refusals of signup, sign-in,
// password reset and area change, and the mails. The texts the spec names (wrong credentials, not
// activated, invalid invite code, ...) come from domain's `accountTexts`.

/** Refusals and mails of the accounts routes. */
export const accountsTexts = {
  usernameTaken: 'Este nome de usuário já está em uso.',
  emailTaken: 'Este email já está cadastrado.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  areaNotFound: 'Área não encontrada.',
  newAreaInvalid: 'A proposta de nova área é inválida.',
  cityNotFound: 'Cidade não encontrada.',
  areaSearchRequired: 'Não encontramos uma área para a sua localização. Escolha uma área.',
  resetTokenInvalid: 'O link de redefinição de senha é inválido ou expirou.',
  activationInvalid: 'O link de ativação é inválido ou expirou.',
  coordinatesInvalid: 'Coordenadas inválidas.',
  /** Label of the name fields in "O campo ... é inválido". */
  nameLabel: 'nome',
  activationMail: {
    subject: 'Ative sua conta no Vizinhos',
    text: (firstName: string, link: string) =>
      `Olá, ${firstName}! Clique no link para ativar sua conta: ${link}`,
  },
  resetMail: {
    subject: 'Redefinição de senha do Vizinhos',
    text: (firstName: string, link: string) => `Olá, ${firstName}! Para criar uma nova senha, abra: ${link}`,
  },
} as const;
