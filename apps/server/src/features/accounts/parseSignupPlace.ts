import type { WireNewArea } from '@vizinhos/domain';
import { httpError } from '../../http/httpError.ts';
import { accountsServerTexts } from './accounts.texts.ts';

/** A latitude (limit 90) or longitude (limit 180) of the signup form; undefined when left empty. */
export function parseCoordinate(value: string | undefined, limit: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || Math.abs(number) > limit)
    throw httpError(400, accountsServerTexts.coordinatesInvalid);
  return number;
}

const isShortText = (value: unknown) => typeof value === 'string' && value.length <= 120;

/**
 * The signup's `new_area` proposal, a JSON text (spec: Calls): name, city and state
 * required, the parent area optional, every text at most 120 characters; undefined when empty.
 */
export function parseNewArea(value: string | undefined): WireNewArea | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw httpError(400, accountsServerTexts.newAreaInvalid);
  }
  const record = parsed as Record<string, unknown> | null;
  const ok =
    typeof record === 'object' &&
    record !== null &&
    ['name', 'city', 'state'].every((key) => isShortText(record[key]) && (record[key] as string).trim()) &&
    ['area_type', 'parent_area', 'parent_area_type'].every(
      (key) => record[key] === undefined || record[key] === null || isShortText(record[key]),
    );
  if (!ok) throw httpError(400, accountsServerTexts.newAreaInvalid);
  return { area_type: 'neighborhood', ...record } as WireNewArea;
}
