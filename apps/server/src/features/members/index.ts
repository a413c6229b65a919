// Members: the directory of one's own area and its search (by username or name, with or without accents).

export { loadMemberPage } from './repository.ts';
