// Profiles in the web app: the overlay's route element (a placeholder until the profile issue).
export { ProfileOverlay } from './ProfileOverlay.tsx';
