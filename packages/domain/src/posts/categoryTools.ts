import type { CategoryKey } from './readCategory.ts';

/** Which editor tools a category enables (spec: Validation rules). */
export type CategoryTools = {
  /** Poll options, for Votação only. */
  hasPoll: boolean;
  /** Event date and time, for Eventos only. */
  hasEventDate: boolean;
  /** The incident location picker, for Segurança only. */
  hasLocation: boolean;
  /** The automatic objectivity check runs for the other categories (spec: Validation rules). */
  hasAutomaticObjectivityCheck: boolean;
};

/** The editor tools of a category (spec: Validation rules). */
export function categoryTools(category: CategoryKey): CategoryTools {
  return {
    hasPoll: category === 'Votaçao',
    hasEventDate: category === 'Eventos',
    hasLocation: category === 'Segurança',
    hasAutomaticObjectivityCheck:
      category !== 'Votaçao' && category !== 'Eventos' && category !== 'Segurança',
  };
}
