// Settings in the web app: the overlay's route element, with the calendar feed's "Agenda" section.
export { SettingsOverlay } from './SettingsOverlay.tsx';
