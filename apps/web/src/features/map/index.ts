// The maps in the web app: the map view's route element, the security card of the Segurança
// timeline and the editor's location picker, all on Leaflet loaded when a map is first shown.

export { LocationPickerHost } from './LocationPickerHost.tsx';
export { MapPage } from './MapPage.tsx';

export { SecurityMapPanel } from './SecurityMapPanel.tsx';
