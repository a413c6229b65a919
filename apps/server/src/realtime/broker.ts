import type { Bus, BusMessage } from './bus.ts';
import { escapeHeaderValue } from './escapeHeaderValue.ts';
import type { InternalListener } from './internalChannel.ts';
import { noRealtimeMetrics, type RealtimeMetrics } from './realtimeMetrics.ts';
import type { RealtimeUser } from './realtimeUser.ts';
import {
  type SendDecision,
  type SessionHost,
  type SessionSettings,
  type SessionTransport,
  StompSession,
} from './stompSession.ts';

/** One client subscription, with its id pre-encoded because it is written into every MESSAGE. */
type Subscription = { session: StompSession; id: string; idBytes: Buffer };

/** Who may do what, and where logs go: the broker itself knows no destinations. */
export type BrokerPolicy = {
  canSubscribe(user: RealtimeUser, destination: string): boolean;
  decideSend(user: RealtimeUser, destination: string, body: Uint8Array): SendDecision;
  log(level: 'info' | 'warn', message: string, details: Record<string, unknown>): void;
};

/** How many sockets one turn of the event loop writes a frame to (a tenth of a 2,000-socket area's). */
const fanOutSlice = 200;

/**
 * The STOMP broker of one server instance: its sessions, an index of subscriptions by destination,
 * and one bus binding per destination that has at least one local subscriber.
 */
export class Broker implements SessionHost {
  #policy: BrokerPolicy;
  #settings: SessionSettings;
  #bus: Bus | undefined;
  #sessions = new Set<StompSession>();
  /**
   * The same sessions by user and by sign-in session: an upgrade counts one user's sockets, and a
   * logout or a reset ends theirs, without walking every socket of the instance.
   */
  #byUser = new Map<string, Set<StompSession>>();
  #bySessionKey = new Map<string, Set<StompSession>>();
  #byDestination = new Map<string, Map<string, Subscription>>();
  #bindings = new Map<string, Promise<void>>();
  #instance = Math.random().toString(36).slice(2, 8);
  #sequence = 0;
  #busLost: Error | undefined;
  #internal = new Map<string, InternalListener>();
  #metrics: RealtimeMetrics;
  /**
   * Frames being written to their subscribers, in the order they came: a frame to thousands of
   * sockets (an area's) is written a slice at a time, letting the event loop answer calls in
   * between, so no answer waits for an audience to be written to.
   */
  #fanOut: Array<{
    head: Buffer;
    tail: Buffer;
    /** The destination's subscribers now: one that leaves before its turn gets nothing. */
    current: Map<string, Subscription>;
    subscribers: Array<[string, Subscription]>;
    next: number;
  }> = [];
  #fanOutScheduled = false;

  constructor(policy: BrokerPolicy, settings: SessionSettings, metrics: RealtimeMetrics = noRealtimeMetrics) {
    this.#policy = policy;
    this.#settings = settings;
    this.#metrics = metrics;
  }

  countFrame(direction: 'in' | 'out'): void {
    this.#metrics.frame(direction);
  }

  /** Plugs in the bus (again, after a loss); separate from the constructor because the bus delivers here. */
  useBus(bus: Bus): void {
    const reopened = this.#busLost !== undefined;
    this.#bus = bus;
    this.#busLost = undefined;
    if (!reopened) return;
    for (const [destination, listener] of this.#internal) {
      bus.bind(destination).then(
        () => listener.restored(),
        (error: unknown) =>
          this.log('warn', 'realtime: internal bind failed', { destination, error: String(error) }),
      );
    }
  }

  /** Hands a server-internal destination's messages to the listener, never to a STOMP client. */
  async listenInternal(destination: string, listener: InternalListener): Promise<void> {
    this.#internal.set(destination, listener);
    if (this.#bus === undefined) throw new Error('realtime bus not ready');
    await this.#bus.bind(destination);
  }

  /** Live counts, for tests and metrics: every one returns to zero once all clients leave. */
  get stats(): { sessions: number; destinations: number; subscriptions: number; bindings: number } {
    let subscriptions = 0;
    for (const subscribers of this.#byDestination.values()) subscriptions += subscribers.size;
    return {
      sessions: this.#sessions.size,
      destinations: this.#byDestination.size,
      subscriptions,
      bindings: this.#bindings.size,
    };
  }

  /** Starts a session on an accepted socket of an authenticated user. */
  accept(transport: SessionTransport, user: RealtimeUser): StompSession {
    const session = new StompSession(transport, user, this, this.#settings);
    this.#sessions.add(session);
    addTo(this.#byUser, user.userId, session);
    if (user.sessionKey !== undefined) addTo(this.#bySessionKey, user.sessionKey, session);
    return session;
  }

  /** Publishes to every instance's subscribers of a destination, through the bus. */
  publish(destination: string, contentType: string, body: Uint8Array): Promise<void> {
    if (this.#bus === undefined) return Promise.reject(new Error('realtime bus not ready'));
    // A lost bus takes nothing: its clients were dropped and read what they missed on reconnecting.
    if (this.#busLost !== undefined) return Promise.reject(this.#busLost);
    return this.#bus.publish({ destination, contentType, body });
  }

  /** Fans a bus message out to this instance's subscribers; the frame is encoded once but for its id. */
  deliver(message: BusMessage): void {
    const internal = this.#internal.get(message.destination);
    if (internal !== undefined) {
      internal.deliver(message.body);
      return;
    }
    const subscribers = this.#byDestination.get(message.destination);
    if (subscribers === undefined) return;
    this.#sequence++;
    const head = Buffer.from(
      `MESSAGE\ndestination:${escapeHeaderValue(message.destination)}\nmessage-id:${this.#instance}-${this.#sequence}\ncontent-type:${escapeHeaderValue(message.contentType)}\ncontent-length:${message.body.byteLength}\nsubscription:`,
      'utf8',
    );
    const tail = Buffer.allocUnsafe(2 + message.body.byteLength + 1);
    tail.write('\n\n', 0, 'utf8');
    tail.set(message.body, 2);
    tail[tail.byteLength - 1] = 0;
    this.#fanOut.push({ head, tail, current: subscribers, subscribers: [...subscribers.entries()], next: 0 });
    if (!this.#fanOutScheduled) this.#writeSlice();
  }

  /**
   * Writes up to a slice of the queued frames' copies, then, if any is left, goes on at the next
   * turn of the event loop. A frame to a few sockets goes at once, unless a larger one is still
   * being written: frames keep their order on every socket.
   */
  #writeSlice(): void {
    let budget = fanOutSlice;
    while (budget > 0) {
      const frame = this.#fanOut[0];
      if (frame === undefined) break;
      const end = Math.min(frame.subscribers.length, frame.next + budget);
      for (; frame.next < end; frame.next++) {
        const [key, subscription] = frame.subscribers[frame.next] as [string, Subscription];
        if (frame.current.get(key) === subscription)
          subscription.session.write(Buffer.concat([frame.head, subscription.idBytes, frame.tail]));
        budget--;
      }
      if (frame.next >= frame.subscribers.length) this.#fanOut.shift();
    }
    this.#fanOutScheduled = this.#fanOut.length > 0;
    if (this.#fanOutScheduled) setImmediate(() => this.#writeSlice());
  }

  /** How many live sockets the user holds on this instance. */
  socketsOf(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /**
   * Closes the sockets of sessions that ended (a logout: one session; a password reset: every
   * session of the user) with an ERROR frame saying why, so no socket outlives its session.
   */
  endSessions(ended: { sessionKey?: string; userId?: string }, message: string): number {
    const matching = new Set<StompSession>([
      ...(ended.sessionKey === undefined ? [] : (this.#bySessionKey.get(ended.sessionKey) ?? [])),
      ...(ended.userId === undefined ? [] : (this.#byUser.get(ended.userId) ?? [])),
    ]);
    for (const session of matching) session.expel(message);
    return matching.size;
  }

  /**
   * Closes every session with an ERROR frame saying the server is restarting (code 1012): clients
   * reconnect, to another instance behind the proxy, and fetch what they missed. The bus belongs to
   * whoever opened it.
   */
  async close(message = 'server shutting down'): Promise<void> {
    for (const session of [...this.#sessions]) session.expel(message, 1012, 'server restarting');
  }

  /** False once the bus is lost: new connections are refused (503) until the process restarts. */
  get isAvailable(): boolean {
    return this.#busLost === undefined;
  }

  /** Drops every client when the bus is lost: they reconnect (elsewhere) and fetch what they missed. */
  failBus(error: Error): void {
    this.#busLost = error;
    this.#policy.log('warn', 'realtime: bus lost, dropping clients', { error: error.message });
    for (const listener of this.#internal.values()) listener.lost();
    for (const session of [...this.#sessions]) session.close(1011, 'bus lost');
  }

  canSubscribe(user: RealtimeUser, destination: string): boolean {
    return this.#policy.canSubscribe(user, destination);
  }

  decideSend(user: RealtimeUser, destination: string, body: Uint8Array): SendDecision {
    return this.#policy.decideSend(user, destination, body);
  }

  log(level: 'info' | 'warn', message: string, details: Record<string, unknown>): void {
    this.#policy.log(level, message, details);
  }

  subscribe(session: StompSession, id: string, destination: string): Promise<void> {
    let subscribers = this.#byDestination.get(destination);
    if (subscribers === undefined) {
      subscribers = new Map();
      this.#byDestination.set(destination, subscribers);
    }
    subscribers.set(`${session.id}\n${id}`, { session, id, idBytes: Buffer.from(escapeHeaderValue(id)) });
    let binding = this.#bindings.get(destination);
    if (binding === undefined) {
      binding = this.#bus === undefined ? Promise.reject(new Error('no bus')) : this.#bus.bind(destination);
      binding.catch(() => this.#bindings.delete(destination));
      this.#bindings.set(destination, binding);
    }
    return binding;
  }

  unsubscribe(session: StompSession, id: string, destination: string): void {
    const subscribers = this.#byDestination.get(destination);
    if (subscribers === undefined) return;
    subscribers.delete(`${session.id}\n${id}`);
    if (subscribers.size > 0) return;
    this.#byDestination.delete(destination);
    this.#bindings.delete(destination);
    this.#bus?.unbind(destination).catch((error: unknown) => {
      this.log('warn', 'realtime: unbind failed', { destination, error: String(error) });
    });
  }

  forget(session: StompSession): void {
    this.#sessions.delete(session);
    removeFrom(this.#byUser, session.user.userId, session);
    if (session.user.sessionKey !== undefined)
      removeFrom(this.#bySessionKey, session.user.sessionKey, session);
  }
}

function addTo(index: Map<string, Set<StompSession>>, key: string, session: StompSession): void {
  const sessions = index.get(key);
  if (sessions) sessions.add(session);
  else index.set(key, new Set([session]));
}

function removeFrom(index: Map<string, Set<StompSession>>, key: string, session: StompSession): void {
  const sessions = index.get(key);
  sessions?.delete(session);
  if (sessions?.size === 0) index.delete(key);
}
