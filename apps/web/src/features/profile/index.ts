// Profiles in the web app: the overlay's route element, its loading, editing and avatar change.
export { ProfileOverlay } from './ProfileOverlay.tsx';
