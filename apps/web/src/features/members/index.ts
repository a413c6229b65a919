// Members in the web app: the directory's route element and its paged search.
export { MembersPage } from './MembersPage.tsx';
