import { type RefObject, useEffect } from 'react';

/**
 * Moves focus to the first invalid control of `container` (in the order shown) each time a new
 * `errors` object names at least one field, so a keyboard or screen reader user lands on it.
 */
export function useFocusFirstInvalid(
  container: RefObject<HTMLElement | null>,
  errors: Readonly<Record<string, string | undefined>> | undefined,
): void {
  useEffect(() => {
    if (!errors || !Object.values(errors).some(Boolean)) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [container, errors]);
}
