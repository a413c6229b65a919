import type { BadgeTone } from '../common/index.ts';
import { type CategoryKey, readCategory } from './readCategory.ts';

// A record rather than a switch: the type checker then demands a tone for every category.
const TONES: Record<CategoryKey, BadgeTone> = {
  Segurança: 'danger',
  Eventos: 'warning',
  Geral: 'primary',
  'Compra e Venda': 'success',
  Votaçao: 'secondary',
  'Achados e Perdidos': 'default',
};

/** The badge tone of a category (spec: Screens and routes map view); any other name gets the default tone. */
export function categoryTone(name: unknown): BadgeTone {
  const key = readCategory(name);
  return key === undefined ? 'default' : TONES[key];
}
