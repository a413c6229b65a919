// Residents the journeys create, with unique names so reruns never collide.

/** What a resident types in signup step 3. */
export type Resident = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
};

/** A new resident with a unique username and email. */
export function makeResident(firstName: string, lastName: string): Resident {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const username = `${firstName.toLowerCase()}.${suffix}`;
  return { firstName, lastName, username, email: `${username}@exemplo.com.br`, password: 'segredo-forte-1' };
}
