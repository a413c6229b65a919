import type { Database } from './openDatabase.ts';

/**
 * A statement prepared once per database and reused: drizzle builds its SQL a single time, and on
 * PostgreSQL the statement is named, so each pooled connection parses and plans it once. (PGlite
 * runs in-process and has no named statements to reuse; it still saves the SQL building.)
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
