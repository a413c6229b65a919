// Settings (Configurações): changing one's password and downloading one's data.
export { settingsRoutes } from './routes.ts';
