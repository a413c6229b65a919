// Members in the web app: the directory's route element (a placeholder until the members issue).
export { MembersPage } from './MembersPage.tsx';
