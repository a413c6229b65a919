import type { SignupArea } from './signupArea.ts';

// Deterministic areas for the signup stories (STYLE.md: pt-BR fixtures); a place is spelt with its
// state's name, as the sidebar's card spells it ("São Paulo - São Paulo").

/** An existing area with members. */
export const vilaMariana: SignupArea = {
  id: 'area-1',
  name: 'Vila Mariana',
  city: 'São Paulo',
  state: 'São Paulo',
  userCount: 17,
};
/** Another existing area. */
export const pinheiros: SignupArea = {
  id: 'area-2',
  name: 'Pinheiros',
  city: 'São Paulo',
  state: 'São Paulo',
  userCount: 1,
};
/** A proposal for a new area, whose first member becomes Fundador. */
export const newArea: SignupArea = {
  id: undefined,
  name: 'Curitiba',
  city: 'Curitiba',
  state: 'Paraná',
  userCount: 0,
};
/** Towns the search found with no area yet: choosing one proposes a new area there. */
export const townsWithoutArea: SignupArea[] = [
  { id: undefined, name: 'Campinas', city: 'Campinas', state: 'São Paulo', userCount: 0 },
  { id: undefined, name: 'Campina Grande', city: 'Campina Grande', state: 'Paraíba', userCount: 0 },
];
