// Settings in the web app: the overlay's route element (the spec shows no action for it).
export { SettingsOverlay } from './SettingsOverlay.tsx';
