import { INFLUENCE_RULE } from './influencePoints.ts';

/**
 * Texts of the profile's points card and of the account settings (change password, "Baixar meus
 * dados"), one catalogue so a wording change is one edit. The spec leaves these open (spec:
 * Screens and routes: Configurações has no action shown).
 */
export const PROFILE_TEXTS = {
  pointsTitle: 'Como ganhar pontos de influência',
  /** The influence rule, line by line, as the profile shows it (INFLUENCE_RULE). */
  pointsRule: [
    `+${INFLUENCE_RULE.upvote} por voto positivo recebido em suas postagens e comentários`,
    `${INFLUENCE_RULE.downvote} por voto negativo recebido`,
    `+${INFLUENCE_RULE.objectivePost} por postagem com objetividade de ${INFLUENCE_RULE.objectivePostMinimum} ou mais`,
    `+${INFLUENCE_RULE.answeredComment} por comentário seu que recebeu resposta`,
  ],
  pointsFootnote:
    'Só contam votos e respostas de outros moradores. Os pontos são calculados a partir da sua participação e nunca ficam abaixo de 0.',

  currentPasswordRequired: 'Por favor, digite sua senha atual',
  currentPasswordWrong: 'A senha atual está incorreta',
  newPasswordTooLong: 'A nova senha deve ter no máximo 200 caracteres.',
  passwordChanged: 'Senha alterada. As suas outras sessões foram encerradas.',
  passwordChangeFailed: 'Erro ao alterar a senha',
  passwordChangeNetwork: 'Erro de rede ao alterar a senha',

  exportFailed: 'Erro ao baixar seus dados',
  exportNetwork: 'Erro de rede ao baixar seus dados',
  exportFileName: 'meus-dados-vizinhos.json',
} as const;
