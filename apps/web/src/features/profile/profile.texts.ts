// What the profile overlay says beyond the ui pieces' own texts.
import { POST_ERROR_TEXTS } from '@vizinhos/domain';

/** Texts of the profile overlay. */
export const profileViewTexts = {
  /** spec: Error catalogue (share): "Link copiado para a area de transferencia!", with its accents. */
  linkCopied: POST_ERROR_TEXTS.shareCopied,
  copyFailed: 'Não foi possível copiar o link. Selecione-o e copie à mão.',
  inviteShareTitle: 'Convite para o Vizinhos',
} as const;
