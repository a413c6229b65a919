/** A place in one line, "São Paulo - SP", skipping the parts that are unknown (the area card, spec: Screens and routes). */
export function formatPlace(city: string | undefined, state: string | undefined): string {
  return [city, state].filter(Boolean).join(' - ');
}
