import type { SignupArea } from './signupArea.ts';

// Deterministic areas for the signup stories (STYLE.md: pt-BR fixtures).

/** An existing area with members. */
export const vilaMariana: SignupArea = {
  id: 'area-1',
  name: 'Vila Mariana',
  city: 'São Paulo',
  state: 'SP',
  userCount: 17,
};
/** Another existing area. */
export const pinheiros: SignupArea = {
  id: 'area-2',
  name: 'Pinheiros',
  city: 'São Paulo',
  state: 'SP',
  userCount: 1,
};
/** A proposal for a new area, whose first member becomes Fundador. */
export const newArea: SignupArea = {
  id: undefined,
  name: 'Curitiba',
  city: 'Curitiba',
  state: 'PR',
  userCount: 0,
};
