import type { IStompSocket } from '@stomp/stompjs';

/** A scripted broker behind a socket, for client tests that need no server: it answers CONNECT and records SUBSCRIBE. */
export class FakeStompSocket implements IStompSocket {
  url = 'ws://fake/ws';
  readyState = 0;
  binaryType = 'arraybuffer';
  onclose: ((event?: unknown) => unknown) | null = null;
  onerror: ((event: unknown) => unknown) | null = null;
  onmessage: ((event: { data: string }) => unknown) | null = null;
  onopen: ((event?: unknown) => unknown) | null = null;
  /** Destination of each live subscription, by subscription id. */
  readonly subscriptions = new Map<string, string>();
  readonly sent: string[] = [];

  /** `down: true` plays a broker that cannot be reached: the socket fails before it opens. */
  constructor(options: { down?: boolean } = {}) {
    queueMicrotask(() => {
      if (options.down) {
        this.onerror?.({ type: 'error' });
        this.drop();
        return;
      }
      this.readyState = 1;
      this.onopen?.({});
    });
  }

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    const text = typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer);
    this.sent.push(text);
    const [command = '', ...lines] = text.split('\n');
    const headers = new Map(
      lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
    );
    if (command === 'CONNECT' || command === 'STOMP')
      this.#receive('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0');
    if (command === 'SUBSCRIBE')
      this.subscriptions.set(headers.get('id') ?? '', headers.get('destination') ?? '');
    if (command === 'UNSUBSCRIBE') this.subscriptions.delete(headers.get('id') ?? '');
    const receipt = headers.get('receipt');
    if (receipt !== undefined) this.#receive(`RECEIPT\nreceipt-id:${receipt}\n\n\0`);
    if (command === 'DISCONNECT') this.drop();
  }

  /** Delivers a MESSAGE to every subscription of a destination. */
  deliver(destination: string, body: string): void {
    for (const [id, subscribed] of this.subscriptions) {
      if (subscribed !== destination) continue;
      this.#receive(
        `MESSAGE\nsubscription:${id}\nmessage-id:1\ndestination:${destination}\ncontent-type:application/json\n\n${body}\0`,
      );
    }
  }

  /** Sends an ERROR frame with the given extra headers. */
  error(message: string, headers = ''): void {
    this.#receive(`ERROR\nmessage:${message}\n${headers}\n\0`);
  }

  /** The network drops: no close frame, just gone. */
  drop(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: '', wasClean: false });
  }

  close(): void {
    this.drop();
  }

  #receive(frame: string): void {
    this.onmessage?.({ data: frame });
  }
}
