// Portuguese refusals of the area search and reverse geocoding.
import { accountTexts } from '@vizinhos/domain';

/** Refusals of the geo routes. */
export const geoTexts = {
  searchTooShort: 'Digite pelo menos 2 caracteres para buscar.',
  /** Signup words the same failure on the client side. */
  noMunicipality: accountTexts.cityNotFound,
} as const;
