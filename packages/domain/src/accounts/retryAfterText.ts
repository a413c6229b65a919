import { accountsDomainTexts } from './accounts.texts.ts';

/** Seconds of a `Retry-After` header given as delta-seconds; undefined when absent or not a number. */
export function parseRetryAfter(header: string | null | undefined): number | undefined {
  if (header === null || header === undefined || !/^\s*\d+\s*$/.test(header)) return undefined;
  return Number(header);
}

/**
 * When to try again, from the seconds of `Retry-After` (spec: Error catalogue, login 429): whole
 * minutes rounded up ("Tente de novo em 4 minutos."), hours from 60 minutes; empty without a wait.
 */
export function retryAfterText(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return '';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return accountsDomainTexts.retryIn(minutes === 1 ? '1 minuto' : `${minutes} minutos`);
  const hours = Math.ceil(minutes / 60);
  return accountsDomainTexts.retryIn(hours === 1 ? '1 hora' : `${hours} horas`);
}
