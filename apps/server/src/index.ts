// The public face of @vizinhos/server for the scripts and the realtime broker.
export type { BuildAppOptions, BuiltApp } from './app.ts';
export { buildApp } from './app.ts';
export type { UpgradeIdentity } from './auth/sessions.ts';
export { createUpgradeAuthenticator } from './auth/sessions.ts';
export type { ServerConfig } from './config.ts';
export { loadConfig } from './config.ts';
export type { Database, DatabaseHandle, DatabaseTarget } from './db/openDatabase.ts';
export { openDatabase } from './db/openDatabase.ts';
export type { LivePublisher, RealtimeHandle, RealtimeOptions, RealtimeUser } from './realtime/index.ts';
export { registerRealtime } from './realtime/index.ts';
