/** A place in one line, "São Paulo - SP", skipping the parts that are unknown (the area card, doc 1 §2). */
export function formatPlace(city: string | undefined, state: string | undefined): string {
  return [city, state].filter(Boolean).join(' - ');
}
