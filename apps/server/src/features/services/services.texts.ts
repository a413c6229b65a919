// Portuguese refusals of the services routes; the field rules' texts come with the domain's check.
import { SERVICE_TEXTS } from '@vizinhos/domain';

/** Refusals of the services routes. */
export const servicesServerTexts = {
  notFound: SERVICE_TEXTS.notFound,
  notAuthor: SERVICE_TEXTS.notAuthor,
} as const;
