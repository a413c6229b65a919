// The fixed texts of the account screens (spec: Screens and routes login, signup, forgot and reset password).
// Texts quoted by the spec keep its wording with correct accents; labels the spec leaves open are
// plain pt-BR. The error texts the domain maps from server answers stay in the domain.

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the login, signup, forgot-password and reset-password screens. */
export const accountsTexts = {
  brand: commonTexts.appName,
  tagline: 'A rede social da sua vizinhança.',
  login: {
    title: 'Entrar',
    user: 'Usuário ou email',
    password: commonTexts.password,
    submit: 'Entrar',
    submitting: 'Entrando...',
    toSignup: 'Criar conta',
    toForgot: 'Esqueci minha senha',
    noAccount: 'Ainda não tem conta?',
    activated: 'Sua conta foi ativada. Agora você já pode fazer login.',
  },
  signup: {
    title: 'Criar conta',
    stepLabel: 'Etapa',
    steps: {
      location: 'Localização',
      area: 'Área',
      personal: 'Dados pessoais',
      choose: 'Escolher área',
      done: 'Pronto',
    },
    backToLogin: 'Voltar ao login',
    back: 'Voltar',
    continue: 'Continuar',
    locationIntro: 'Encontre a sua vizinhança para entrar na rede.',
    useLocation: 'Usar minha localização',
    locating: 'Buscando sua localização...',
    or: 'ou',
    searchLabel: 'Buscar área',
    searchHint: 'Digite ao menos 2 letras: vizinhança, cidade ou estado.',
    searching: 'Buscando áreas...',
    noResults: 'Nenhuma área encontrada.',
    results: 'Áreas encontradas',
    towns: 'Cidades ainda sem área',
    townsIntro:
      'Ninguém criou uma área nestas cidades ainda. Você pode propor uma nova área e ser o fundador.',
    propose: 'Propor uma nova área',
    members: (count: number) => (count === 1 ? '1 membro' : `${count} membros`),
    confirmTitle: 'Confirme a sua área',
    founder: 'Você será o fundador',
    founderHint: 'Esta área ainda não existe: você será o primeiro morador dela.',
    firstName: commonTexts.firstName,
    lastName: commonTexts.lastName,
    username: commonTexts.username,
    email: 'Email',
    password: commonTexts.password,
    passwordConfirm: 'Confirmar senha',
    orgCode: 'Código da organização (opcional)',
    inviteCode: 'Código de convite',
    inviteHint: 'Recebido no seu convite; não pode ser alterado.',
    submit: 'Criar conta',
    submitting: 'Criando conta...',
    chooseTitle: 'Escolha a sua área',
    chooseIntro: 'Não conseguimos definir a sua área automaticamente. Escolha-a na lista.',
    finish: 'Concluir cadastro',
    successTitle: 'Conta criada!',
    successText: 'Enviamos um email com o link de ativação. Ative a conta e depois entre.',
    /** Beyond the spec: the digest new residents get unless they change it. */
    digestNote:
      'Você receberá o resumo semanal da vizinhança por e-mail; mude isso quando quiser em Configurações.',
    toLogin: 'Ir para o login',
    mailboxText:
      'Sem servidor de email configurado, a mensagem está na caixa de correio local deste computador.',
    mailbox: 'Abrir a caixa de correio local',
  },
  forgot: {
    title: 'Recuperar senha',
    intro: 'Informe o seu email e enviaremos um link para criar uma nova senha.',
    email: 'Email',
    submit: 'Enviar link',
    submitting: commonTexts.sending,
    emailSent: 'Email Enviado',
    sentText: 'Se houver uma conta com este email, você receberá o link em instantes.',
    back: 'Voltar ao login',
  },
  reset: {
    title: 'Redefinir senha',
    password: commonTexts.newPassword,
    confirmation: commonTexts.confirmNewPassword,
    submit: 'Salvar nova senha',
    submitting: commonTexts.saving,
    success: 'Senha alterada com sucesso! Redirecionando...',
    backToLogin: 'Voltar ao login',
  },
  /** The page a mailed link lands on when it cannot do its work, and its one next step. */
  mailLink: {
    activation: {
      used: {
        title: 'Este link já foi usado',
        text: 'Sua conta já está ativada: é só entrar com o seu usuário e a sua senha.',
      },
      expired: {
        title: 'Este link de ativação expirou',
        text: 'Os links de ativação valem por 7 dias. Peça um link para criar uma nova senha: ao usá-lo, sua conta também é ativada.',
      },
      invalid: {
        title: 'Link de ativação inválido',
        text: 'Não reconhecemos este link. Confira se ele foi copiado inteiro, ou peça um link para criar uma nova senha: ao usá-lo, sua conta também é ativada.',
      },
    },
    reset: {
      used: {
        title: 'Este link já foi usado',
        text: 'A senha já foi trocada com este link. Entre com a nova senha.',
      },
      expired: {
        title: 'Este link de redefinição expirou',
        text: 'Os links para criar uma nova senha valem por 1 hora. Peça um novo link.',
      },
      invalid: {
        title: 'Link de redefinição inválido',
        text: 'Não reconhecemos este link: talvez um link mais novo tenha sido pedido depois dele. Peça um novo link.',
      },
    },
    /** An invite has no use count nor expiry: a code is good or unknown. */
    invite: {
      title: 'Este convite não é válido',
      text: 'O código de convite deste link não existe. Você ainda pode criar uma conta sem convite, buscando a sua área.',
    },
    next: {
      login: 'Ir para o login',
      newLink: 'Pedir um novo link',
      resetForm: 'Criar nova senha',
      signup: 'Criar conta sem convite',
    },
  },
} as const;
