// Serviços in the web app: the directory's route element and its live service events.
export { applyServicesLiveEvent, resyncServicesLiveState } from './live.ts';
export { ServicesPage } from './ServicesPage.tsx';
