/** One STOMP frame: headers keep their order and repeats, because STOMP 1.2 says the first occurrence wins. */
export type StompFrame = {
  command: string;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Uint8Array;
};

/** The value of a header as STOMP 1.2 reads it: the first occurrence wins. */
export function readHeader(frame: StompFrame, name: string): string | undefined {
  for (const [key, value] of frame.headers) if (key === name) return value;
  return undefined;
}

/** CONNECT, STOMP and CONNECTED are never escaped (STOMP 1.2 "Value Encoding"), for 1.0 compatibility. */
export function usesHeaderEscaping(command: string): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED' && command !== 'STOMP';
}
