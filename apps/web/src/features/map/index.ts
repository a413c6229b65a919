// The map in the web app: its route element (a placeholder until the map issue).
export { MapPage } from './MapPage.tsx';
