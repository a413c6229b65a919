import { accountsDomainTexts, retryAfterText } from '@vizinhos/domain';

// Portuguese texts of the accounts feature that only the server words: refusals of signup, sign-in,
// password reset and area change, and the mails. The texts the spec names (wrong credentials, not
// activated, invalid invite code, ...) come from domain's `accountsDomainTexts`.

/** Refusals and mails of the accounts routes. */
export const accountsServerTexts = {
  // Worded in domain, so the signup form puts them under their field.
  usernameTaken: accountsDomainTexts.usernameTaken,
  passwordTooShort: accountsDomainTexts.passwordTooShort,
  areaNotFound: 'Área não encontrada.',
  movePasswordRequired: 'Para mudar de endereço, confirme com a sua senha atual.',
  movePasswordWrong: 'Senha atual incorreta. A mudança de endereço não foi feita.',
  moveTooSoon: (date: string) =>
    `Você já mudou de endereço nos últimos 7 dias. Poderá mudar de novo a partir de ${date}.`,
  newAreaInvalid: 'A proposta de nova área é inválida.',
  cityNotFound: 'Cidade não encontrada.',
  areaSearchRequired: 'Não encontramos uma área para a sua localização. Escolha uma área.',
  resetTokenInvalid: 'O link de redefinição de senha é inválido ou expirou.',
  activationInvalid: 'O link de ativação é inválido ou expirou.',
  /** 429 of POST users past the sign-ups one client address may make in an hour, with when to retry. */
  tooManySignups: (retryAfterS: number) =>
    `Muitos cadastros feitos desta conexão em pouco tempo. ${retryAfterText(retryAfterS)}`,
  /** Sign-in with the right password to an account an operator deactivated (`pnpm admin desativar`). */
  deactivated: 'Esta conta foi desativada pela administração do Vizinhos.',
  inviteInvalid: accountsDomainTexts.invalidInviteCode,
  coordinatesInvalid: 'Coordenadas inválidas.',
  /** Label of the name fields in "O campo ... é inválido". */
  nameLabel: 'nome',
  activationMail: {
    subject: 'Ative sua conta no Vizinhos',
    text: (firstName: string, link: string) =>
      `Olá, ${firstName}! Clique no link para ativar sua conta: ${link}`,
  },
  signupAttemptMail: {
    subject: 'Tentativa de cadastro com o seu email no Vizinhos',
    text: (firstName: string, link: string) =>
      `Olá, ${firstName}! Alguém tentou criar uma conta no Vizinhos com este email, que já é seu. Se foi você, entre com a sua senha ou use "Esqueci minha senha" em ${link}. Se não foi, ignore esta mensagem: nada mudou na sua conta.`,
  },
  resetMail: {
    subject: 'Redefinição de senha do Vizinhos',
    text: (firstName: string, link: string) => `Olá, ${firstName}! Para criar uma nova senha, abra: ${link}`,
  },
} as const;
