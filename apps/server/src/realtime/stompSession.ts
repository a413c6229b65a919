import { randomUUID } from 'node:crypto';
import { brokerTexts } from './broker.texts.ts';
import { buildErrorFrame } from './buildErrorFrame.ts';
import { encodeFrame } from './encodeFrame.ts';
import { FrameDecoder } from './frameDecoder.ts';
import { type HeartbeatPlan, negotiateHeartbeat } from './negotiateHeartbeat.ts';
import { negotiateVersion, supportedVersions } from './negotiateVersion.ts';
import type { RealtimeUser } from './realtimeUser.ts';
import { readHeader, type StompFrame } from './stompFrame.ts';

/** The socket under a session, reduced to what the broker needs (a `ws` WebSocket in production). */
export type SessionTransport = {
  send(data: Buffer): void;
  /** Bytes queued in the socket and not yet written: the slow-consumer signal. */
  bufferedAmount(): number;
  /** Flushes what was sent, then closes. */
  close(code: number, reason: string): void;
  /** Drops the socket at once (a dead or slow peer). */
  terminate(): void;
};

/** The answer of a SEND policy: the body to publish, or the reason for refusing. */
export type SendDecision = { ok: true; body: Uint8Array } | { ok: false; message: string };

/** What a session asks of its broker. */
export type SessionHost = {
  canSubscribe(user: RealtimeUser, destination: string): boolean;
  decideSend(user: RealtimeUser, destination: string, body: Uint8Array): SendDecision;
  subscribe(session: StompSession, id: string, destination: string): Promise<void>;
  unsubscribe(session: StompSession, id: string, destination: string): void;
  publish(destination: string, contentType: string, body: Uint8Array): Promise<void>;
  forget(session: StompSession): void;
  log(level: 'info' | 'warn', message: string, details: Record<string, unknown>): void;
  /** Counts a frame for the metrics (heart-beats are not frames). */
  countFrame(direction: 'in' | 'out'): void;
};

/** Tunables of a session; tests shorten the periods. */
export type SessionSettings = {
  heartbeatMs: number;
  connectTimeoutMs: number;
  maxBufferedBytes: number;
  maxSubscriptions: number;
};

const heartbeatBytes = Buffer.from('\n');
// Missing this many heart-beat periods in a row means the peer is gone (stompjs uses the same margin).
const silenceTolerance = 2;

/** One STOMP connection: frames in, frames out, its subscriptions and its heart-beats. */
export class StompSession {
  readonly id = randomUUID();
  readonly user: RealtimeUser;
  #transport: SessionTransport;
  #host: SessionHost;
  #settings: SessionSettings;
  #decoder = new FrameDecoder();
  #state: 'opening' | 'connected' | 'closed' = 'opening';
  #subscriptions = new Map<string, string>();
  #timers: Array<ReturnType<typeof setInterval>> = [];
  #lastReceivedAt = performance.now();
  /** Receipts and refusals wait here for the frames before them, so they leave in the frames' order. */
  #ordered: Promise<void> = Promise.resolve();

  constructor(transport: SessionTransport, user: RealtimeUser, host: SessionHost, settings: SessionSettings) {
    this.#transport = transport;
    this.user = user;
    this.#host = host;
    this.#settings = settings;
    this.#timers.push(
      setTimeout(() => {
        if (this.#state === 'opening') this.#fatal(brokerTexts.connectTimeout, undefined);
      }, settings.connectTimeoutMs),
    );
  }

  /** Subscription ids held by this session, mapped to their destinations. */
  get subscriptions(): ReadonlyMap<string, string> {
    return this.#subscriptions;
  }

  get isOpen(): boolean {
    return this.#state !== 'closed';
  }

  /** Feeds bytes received from the socket. */
  receive(chunk: Uint8Array): void {
    if (this.#state === 'closed') return;
    this.#lastReceivedAt = performance.now();
    for (const item of this.#decoder.push(chunk)) {
      if (!this.isOpen) return;
      if (item.kind === 'error') this.#fatal(brokerTexts.malformedFrame, undefined, item.message);
      else if (item.kind === 'frame') {
        this.#host.countFrame('in');
        this.#handle(item.frame);
      }
    }
  }

  /** Writes encoded frame bytes, cutting off a consumer whose socket buffer is already too full. */
  write(bytes: Buffer): void {
    if (this.#state === 'closed') return;
    if (this.#transport.bufferedAmount() > this.#settings.maxBufferedBytes) {
      this.#host.log('warn', 'realtime: slow consumer cut off', {
        session: this.id,
        buffered: this.#transport.bufferedAmount(),
      });
      this.#transport.terminate();
      this.end();
      return;
    }
    if (bytes !== heartbeatBytes) this.#host.countFrame('out');
    this.#transport.send(bytes);
  }

  /** Closes the socket (server shutdown, lost bus) and releases everything. */
  close(code: number, reason: string): void {
    if (this.#state === 'closed') return;
    this.#transport.close(code, reason);
    this.end();
  }

  /**
   * Ends a session from the server's side with an ERROR saying why, then closes: its sign-in session
   * ended (1008), or the server is stopping (1012, Service Restart: the client reconnects elsewhere).
   */
  expel(message: string, code = 1008, reason = 'session ended'): void {
    if (this.#state === 'closed') return;
    this.#host.log('info', 'realtime: session ended', { session: this.id, reason });
    this.write(buildErrorFrame(message, undefined, message, []));
    this.#transport.close(code, reason);
    this.end();
  }

  /** Called once the socket is closed, whatever closed it: releases timers and subscriptions. */
  end(): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    for (const [id, destination] of this.#subscriptions) this.#host.unsubscribe(this, id, destination);
    this.#subscriptions.clear();
    this.#host.forget(this);
  }

  #handle(frame: StompFrame): void {
    if (this.#state === 'opening') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') this.#connect(frame);
      else this.#fatal(brokerTexts.expectedConnect, frame);
      return;
    }
    const handlers: Record<string, (frame: StompFrame) => void> = {
      SUBSCRIBE: (f) => this.#subscribe(f),
      UNSUBSCRIBE: (f) => this.#unsubscribe(f),
      SEND: (f) => this.#send(f),
      // Every subscription is ack:auto (live events are not redelivered), so there is nothing to settle.
      ACK: (f) => this.#inOrder(() => this.#receipt(f)),
      NACK: (f) => this.#inOrder(() => this.#receipt(f)),
      DISCONNECT: (f) => {
        this.#inOrder(() => {
          this.#receipt(f);
          this.close(1000, 'DISCONNECT');
        });
      },
    };
    const handler = handlers[frame.command];
    if (handler) handler(frame);
    else this.#fatal(brokerTexts.unsupportedCommand(frame.command), frame);
  }

  #connect(frame: StompFrame): void {
    const version = negotiateVersion(readHeader(frame, 'accept-version'));
    if (version === undefined) {
      this.#fatal(brokerTexts.unsupportedVersion, frame, supportedVersions.join(','), [
        ['version', supportedVersions.join(',')],
      ]);
      return;
    }
    const plan = negotiateHeartbeat(readHeader(frame, 'heart-beat'), this.#settings.heartbeatMs);
    this.#state = 'connected';
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers = [];
    this.write(
      encodeFrame({
        command: 'CONNECTED',
        headers: [
          ['version', version],
          ['heart-beat', `${plan.outgoingMs},${plan.incomingMs}`],
          ['session', this.id],
          ['server', 'vizinhos/1'],
        ],
        body: new Uint8Array(),
      }),
    );
    this.#startHeartbeats(plan);
  }

  #startHeartbeats({ outgoingMs, incomingMs }: HeartbeatPlan): void {
    if (outgoingMs > 0) this.#timers.push(setInterval(() => this.write(heartbeatBytes), outgoingMs));
    if (incomingMs > 0) {
      this.#lastReceivedAt = performance.now();
      this.#timers.push(
        setInterval(() => {
          if (performance.now() - this.#lastReceivedAt <= incomingMs * silenceTolerance) return;
          this.#host.log('info', 'realtime: silent peer closed', { session: this.id });
          this.#transport.terminate();
          this.end();
        }, incomingMs),
      );
    }
  }

  #subscribe(frame: StompFrame): void {
    const destination = readHeader(frame, 'destination');
    const id = readHeader(frame, 'id') ?? destination;
    if (destination === undefined || id === undefined) {
      this.#fatal(brokerTexts.missingHeader('destination'), frame);
      return;
    }
    if (this.#subscriptions.has(id)) {
      this.#fatal(brokerTexts.duplicateSubscription(id), frame);
      return;
    }
    if (!this.#host.canSubscribe(this.user, destination)) {
      this.#refuse(brokerTexts.forbiddenDestination(destination), frame, [['subscription', id]]);
      return;
    }
    if (this.#subscriptions.size >= this.#settings.maxSubscriptions) {
      this.#refuse(brokerTexts.tooManySubscriptions, frame, [['subscription', id]]);
      return;
    }
    this.#subscriptions.set(id, destination);
    const bound = this.#host.subscribe(this, id, destination);
    this.#inOrder(() =>
      bound.then(
        () => this.#receipt(frame),
        (error: unknown) => {
          // Fatal, not a refusal: a client left without its topics would miss messages silently,
          // whereas a closed one reconnects (perhaps to a healthy instance) and catches up.
          this.#host.log('warn', 'realtime: bus binding failed', { destination, error: String(error) });
          this.#fatal(brokerTexts.busUnavailable, frame);
        },
      ),
    );
  }

  #unsubscribe(frame: StompFrame): void {
    const id = readHeader(frame, 'id') ?? readHeader(frame, 'destination');
    if (id === undefined) {
      this.#fatal(brokerTexts.missingHeader('id'), frame);
      return;
    }
    const destination = this.#subscriptions.get(id);
    if (destination !== undefined) {
      this.#subscriptions.delete(id);
      this.#host.unsubscribe(this, id, destination);
    }
    this.#inOrder(() => this.#receipt(frame));
  }

  #send(frame: StompFrame): void {
    const destination = readHeader(frame, 'destination');
    if (destination === undefined) {
      this.#fatal(brokerTexts.missingHeader('destination'), frame);
      return;
    }
    const decision = this.#host.decideSend(this.user, destination, frame.body);
    if (!decision.ok) {
      this.#refuse(decision.message, frame, []);
      return;
    }
    const published = this.#host.publish(destination, 'application/json', decision.body);
    this.#inOrder(() =>
      published.then(
        () => this.#receipt(frame),
        () => this.#fatal(brokerTexts.busUnavailable, frame),
      ),
    );
  }

  /**
   * Runs `step` once every step queued before it has run: a SUBSCRIBE's receipt waits for its bus
   * binding, and the UNSUBSCRIBE or DISCONNECT receipt sent after it must not overtake it.
   */
  #inOrder(step: () => unknown): void {
    this.#ordered = this.#ordered.then(step).then(
      () => {},
      () => {},
    );
  }

  #receipt(frame: StompFrame): void {
    const receipt = readHeader(frame, 'receipt');
    if (receipt === undefined) return;
    this.write(
      encodeFrame({ command: 'RECEIPT', headers: [['receipt-id', receipt]], body: new Uint8Array() }),
    );
  }

  /**
   * ERROR for one refused request, keeping the connection: STOMP 1.2 asks a server to close after
   * ERROR, but closing here would cut the user's lawful subscriptions too, and a reconnecting client
   * would subscribe again and loop. The stream itself is still sound, so only this request fails.
   */
  #refuse(message: string, frame: StompFrame, extra: Array<readonly [string, string]>): void {
    this.#host.log('info', 'realtime: request refused', { session: this.id, message });
    // `refused` names the refused command, so a client can tell this from a fatal ERROR.
    const error = buildErrorFrame(message, frame, message, [['refused', frame.command], ...extra]);
    this.#inOrder(() => this.write(error));
  }

  /** ERROR, then close: after a malformed or out-of-order frame the stream cannot be trusted. */
  #fatal(
    message: string,
    frame: StompFrame | undefined,
    details: string = message,
    extra: Array<readonly [string, string]> = [],
  ): void {
    this.#host.log('info', 'realtime: fatal STOMP error', { session: this.id, message, details });
    this.write(buildErrorFrame(message, frame, details, extra));
    this.#transport.close(1002, 'STOMP ERROR');
    this.end();
  }
}
