// Portuguese refusals of the search route; the search text's own come with the domain's check.
import { searchDomainTexts } from '@vizinhos/domain';

/** Refusals of GET search. */
export const searchServerTexts = {
  typeInvalid: searchDomainTexts.typeInvalid,
  categoryInvalid: searchDomainTexts.categoryInvalid,
} as const;
