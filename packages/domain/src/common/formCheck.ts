/** The outcome of a form check (spec: Validation rules): fine, or the Portuguese message to show. Never thrown. */
export type FormCheck = { ok: true } | { ok: false; message: string };

/** A passed check. */
export const CHECK_OK: FormCheck = { ok: true };

/** A failed check carrying its message. */
export function failCheck(message: string): FormCheck {
  return { ok: false, message };
}
