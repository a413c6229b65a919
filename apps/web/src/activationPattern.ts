/**
 * The route of a mail link's page (paths.activationPattern): a module of its own, so the login
 * route (SessionRoot) takes it without the address builders and the categories they name.
 */
export const activationPattern = '/ativacao/:situacao';
