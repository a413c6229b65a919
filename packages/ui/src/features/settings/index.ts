export type { MoveAreaFormProps } from './MoveAreaForm/MoveAreaForm.tsx';
export { MoveAreaForm } from './MoveAreaForm/MoveAreaForm.tsx';
export type { PasswordChangeFormProps } from './PasswordChangeForm/PasswordChangeForm.tsx';
export { PasswordChangeForm } from './PasswordChangeForm/PasswordChangeForm.tsx';
export type { SettingsDialogProps, ThemeChoice } from './SettingsDialog/SettingsDialog.tsx';
export { SettingsDialog } from './SettingsDialog/SettingsDialog.tsx';
export { settingsTexts } from './settings.texts.ts';
