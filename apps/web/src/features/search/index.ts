// Busca in the web app: the route element of `/busca`.
export { SearchPage } from './SearchPage.tsx';
