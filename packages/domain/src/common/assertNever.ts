/** Ends an exhaustive switch: reaching it is a bug (a variant was added without a branch), so it throws. */
export function assertNever(value: never, what: string): never {
  throw new Error(`Unhandled ${what}: ${JSON.stringify(value)}`);
}
