// Portuguese refusals of the area search and reverse geocoding.
import { accountsDomainTexts } from '@vizinhos/domain';

/** Refusals of the geo routes. */
export const geoTexts = {
  searchTooShort: 'Digite pelo menos 2 caracteres para buscar.',
  /** Signup words the same failure on the client side. */
  noMunicipality: accountsDomainTexts.cityNotFound,
} as const;
