import { accountsDomainTexts } from '../accounts/index.ts';

/** Texts of the push settings' checks (beyond the spec, so in Portuguese only). */
export const pushDomainTexts = {
  invalidBody: 'Envie as preferências de notificação como um objeto JSON.',
  unknownField: (field: string) => `Preferência de notificação desconhecida: ${field}.`,
  notBoolean: (field: string) => `A preferência ${field} deve ser verdadeiro ou falso.`,
  badClock: 'Horário inválido: use o formato HH:MM, por exemplo 22:00.',
  badDigest: 'Frequência do resumo inválida: use never, daily ou weekly.',
  badTimeZone: 'Fuso horário desconhecido, por exemplo America/Sao_Paulo.',
  keyFailed: 'Não foi possível preparar os alertas neste aparelho.',
  subscribeFailed: 'Não foi possível ativar os alertas neste aparelho.',
  unsubscribeFailed: 'Não foi possível desativar os alertas neste aparelho.',
  preferencesFailed: 'Não foi possível salvar as preferências de alertas.',
  preferencesLoadFailed: 'Não foi possível carregar as preferências de alertas.',
  network: accountsDomainTexts.networkError,
} as const;
