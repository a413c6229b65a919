// A query that failed because the database could not be reached (restarting, stopped, or its
// connections cut), told apart from a query the database refused: the first is worth a retry on
// the same request, the second never is.

/** SQLSTATE classes and codes of a lost or refused connection (PostgreSQL's appendix A). */
const connectionStates = /^(08...|57P0[1-3])$/;
/** Node's socket errors when the server is not there. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres reports a connection that ended or never opened by these messages, with no code. */
const lostConnection = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/** Whether `error`, or any error it was caused by (drizzle wraps the driver's), is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause !== 'object') return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (connectionStates.test(code) || socketCodes.has(code))) return true;
    if (typeof message === 'string' && lostConnection.some((start) => message.startsWith(start))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
