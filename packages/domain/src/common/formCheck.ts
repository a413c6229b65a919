/** The outcome of a form check (doc 1 §5): fine, or the Portuguese message to show. Never thrown. */
export type FormCheck = { ok: true } | { ok: false; message: string };

/** A passed check. */
export const CHECK_OK: FormCheck = { ok: true };

/** A failed check carrying its message. */
export function failCheck(message: string): FormCheck {
  return { ok: false, message };
}
