// Deterministic props for the shell stories (STYLE.md: pt-BR fixtures).

/** A signed-in resident and her area. */
export const maria = {
  username: 'maria.souza',
  areaName: 'Vila Mariana',
  cityName: 'São Paulo',
  stateName: 'SP',
} as const;
