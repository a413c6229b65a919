import { normalizeArea, readText, type WireArea } from '@vizinhos/domain';
import type { SignupArea } from '@vizinhos/ui';

// Read by signup (accounts) and by moving house (settings): app-level, so neither imports the other.

/** An area of the search for the wizard, its place spelt with the state's name ("São Paulo - São Paulo"). */
export function toSignupArea(wire: WireArea): SignupArea | undefined {
  const area = normalizeArea(wire);
  return (
    area && {
      id: area.id,
      name: area.name,
      city: area.city,
      state: readText(wire.state_name) ?? area.state,
      userCount: area.userCount,
    }
  );
}
