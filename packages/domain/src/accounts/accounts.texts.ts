/**
 * Texts of login, signup, password recovery and the profile's account actions (spec: Screens and routes, Validation rules, Roles and permissions, Error catalogue),
 * one catalogue so a wording change is one edit. Accents restored where the spec dropped them; the
 * reset screen's texts, which the spec has in English, are in Portuguese with the spec's English beside.
 */
export const accountsDomainTexts = {
  usernameRequired: 'Por favor, digite seu usuário ou email',
  passwordRequired: 'Por favor, digite sua senha',
  invalidResponse: 'Resposta inválida do servidor',
  wrongCredentials: 'Login ou senha incorreta',
  tooManyAttempts: 'Máximo de tentativas excedidas. Por favor, tente novamente mais tarde.',
  notActivated:
    'Sua conta ainda não foi ativada. Clique no link em sua mensagem de e-mail para completar o registro da conta.',
  unknownErrorPrefix: 'Erro desconhecido: ',
  loginFailed: 'Erro no login',
  networkError: 'Erro de rede. Tente novamente.',
  /** Added after the 429's text, from `Retry-After` ("Tente de novo em 4 minutos."). */
  retryIn: (wait: string) => `Tente de novo em ${wait}.`,

  passwordsMismatch: 'As senhas não coincidem',
  requiredFields: 'Por favor, preencha todos os campos obrigatórios',
  chooseArea: 'Por favor, selecione uma área',
  /** Under each required field left blank (the form-level text above stays the spec's). */
  fieldRequired: 'Preencha este campo.',
  /** Under the confirmation that differs (the form-level text above stays the spec's). */
  passwordsDiffer: 'Digite a mesma senha nos dois campos.',
  usernameTaken: 'Este nome de usuário já está em uso.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  usernameFormat: 'O nome de usuário deve ter de 3 a 30 letras, números, pontos ou sublinhados.',
  emailFormat: 'Digite um email válido.',
  invalidInviteCode: 'O código de convite é inválido',
  signupFailed: 'Erro ao criar conta',
  cityNotFound: 'Não foi possível determinar sua cidade.',
  locationDetailsFailed: 'Erro ao buscar detalhes da localização.',
  locationRefused: 'O navegador não permitiu usar a sua localização. Busque a sua área pelo nome.',
  locationUnavailable:
    'Não foi possível obter a sua localização neste navegador. Busque a sua área pelo nome.',
  areaInfoFailed: 'Erro ao buscar informações da área.',
  areaUpdateFailed: 'Erro ao atualizar área',

  emailRequired: 'Por favor, digite seu email',
  forgotFailed: 'Erro ao enviar email de recuperação',

  resetMismatch: 'As senhas não coincidem', // spec: "Passwords do not match"
  resetTooShort: 'A senha deve ter pelo menos 6 caracteres.', // spec: "Password must be at least 6 characters"
  resetFailed: 'Erro ao redefinir a senha', // spec: "Failed to reset password"
  resetNetworkError: 'Erro de rede. Tente novamente.', // spec: "Network error. Please try again."

  avatarFailed: 'Erro ao atualizar avatar',
  avatarNetworkError: 'Erro de rede ao atualizar avatar',
  userNotFound: 'Usuário não encontrado',
} as const;
