// Accounts: sign-in and sessions, signup with activation, password reset, one's own record and area.
// Other features reach the user record (its view, figures, influence points and wire shape) through here.
export { accountsServerTexts } from './accounts.texts.ts';
export { loadInfluenceTallies, repairInfluenceTallies, withInfluencePoints } from './influence.ts';
export { loadOwnUser, withFigures } from './loadOwnUser.ts';
export type { FigureReader, UserView } from './repository.ts';
export { areaExists, loadSessionUser, loadUserFigures, loadUserView, moveToArea } from './repository.ts';
export { accountsRoutes } from './routes.ts';
export { meAreaSchema, profileFlagsQuery, wireUserSchema } from './schemas.ts';
export { toWireUser } from './toWireUser.ts';
