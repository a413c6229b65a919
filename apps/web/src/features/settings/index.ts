// Settings in the web app: the Configurações dialog's route element, its actions and the theme choice.
export { SettingsOverlay } from './SettingsOverlay.tsx';
