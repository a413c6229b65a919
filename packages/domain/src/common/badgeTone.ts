/** The colour meanings a badge can take (the theme's tone names). */
export type BadgeTone = 'primary' | 'secondary' | 'success' | 'warning' | 'danger' | 'default';
