import {
  Client,
  type IFrame,
  type IMessage,
  type IStompSocket,
  type StompSubscription,
} from '@stomp/stompjs';
import type { ConnectionEvent, ConnectionStatus, LiveEvent, LiveSubscriber } from '@vizinhos/domain';
import {
  HEARTBEAT_MS,
  parseLiveEvent,
  reduceConnectionStatus,
  subscriberDestinations,
} from '@vizinhos/domain';
import {
  computeReconnectDelay,
  defaultReconnectPolicy,
  type ReconnectPolicy,
} from './computeReconnectDelay.ts';

/** spec: States and transitions: the live connection's states (the domain's type). */
export type RealtimeStatus = ConnectionStatus;

/** Where the client writes what it drops or refuses (spec: Error catalogue: logged, never thrown). */
export type RealtimeLogger = {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
};

/** Time and timers, injectable so tests can fix "when was I last connected". */
export type RealtimeClock = {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/** Handles a live event that arrived on a destination. */
export type LiveEventHandler = (event: LiveEvent, destination: string) => void;

/** How to reach the broker, who the user is, and the injectable edges. */
export type RealtimeClientOptions = {
  /** `ws(s)://host/ws`; ignored when webSocketFactory is given. */
  url: string;
  /** The user whose topics are subscribed on every connect (spec: Calls); no area, no area topics. */
  user: LiveSubscriber;
  /** Opens the socket; in Node this is how a session cookie goes along (the browser sends it by itself). */
  webSocketFactory?: () => IStompSocket;
  /** After a reconnect: when the client last knew it was connected, so the app fetches what it missed. */
  onResync?: (info: { since: number }) => void;
  clock?: RealtimeClock;
  logger?: RealtimeLogger;
  /** A number in [0, 1) for the reconnect jitter. */
  random?: () => number;
  /** spec: Business constants and limits: 18000 ms in both directions. */
  heartbeatMs?: number;
  reconnect?: ReconnectPolicy;
};

/** The live connection of one signed-in user. */
export type RealtimeClient = {
  readonly status: RealtimeStatus;
  /** Opens the connection (spec: States and transitions: only when authenticated) and keeps it open until disconnect. */
  connect(): void;
  /** Closes it for good (sign-out); no reconnect follows. */
  disconnect(): Promise<void>;
  /** Listens on one destination, now and after every reconnect; returns the unsubscribe. */
  subscribe(destination: string, handler: LiveEventHandler): () => void;
  /** Every event of the user's own topics (and of any subscribed destination); returns the unsubscribe. */
  onEvent(handler: LiveEventHandler): () => void;
  /** Sends a JSON body; false (and a warning) when not connected (spec: Calls). */
  publish(destination: string, body: unknown): boolean;
  /** Status changes; returns the unsubscribe. */
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
};

const systemClock: RealtimeClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The STOMP sub-protocols offered, best first; the broker picks one. */
export const stompProtocols = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

/** Creates the live client (spec: States and transitions, Calls, Business constants and limits); nothing happens until connect(). */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? console;
  const random = options.random ?? Math.random;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const policy = options.reconnect ?? defaultReconnectPolicy;
  const handlers = new Map<string, Set<LiveEventHandler>>();
  const stompSubscriptions = new Map<string, StompSubscription>();
  const eventListeners = new Set<LiveEventHandler>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let status: RealtimeStatus = 'disconnected';
  let wanted = false;
  let failures = 0;
  let reconnectTimer: unknown;
  let lastSeenAt: number | undefined;

  const ownTopics = subscriberDestinations(options.user);
  for (const destination of ownTopics) handlers.set(destination, new Set());

  const setStatus = (event: ConnectionEvent) => {
    const next = reduceConnectionStatus(status, event);
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const stomp = new Client({
    ...(options.webSocketFactory
      ? { webSocketFactory: options.webSocketFactory }
      : { brokerURL: options.url }),
    connectHeaders: {
      login: 'guest',
      passcode: 'guest',
      host: hostOf(options.url),
      'auth-mechanism': 'ANONYMOUS',
    },
    heartbeatIncoming: heartbeatMs,
    heartbeatOutgoing: heartbeatMs,
    // Reconnects are ours (spec delay, then backoff with jitter); stompjs would retry at a fixed pace.
    reconnectDelay: 0,
    connectionTimeout: 10_000,
    debug: () => {},
  });

  const dispatch = (message: IMessage) => {
    lastSeenAt = clock.now();
    const destination = message.headers.destination ?? '';
    // Parsed once here, whatever number of handlers listen (spec: Error catalogue: bad bodies are only logged).
    const parsed = parseLiveEvent(destination, message.body);
    if (!parsed.ok) {
      logger.warn(`realtime: ignored a message (${parsed.reason})`, {
        destination,
        body: message.body.slice(0, 200),
      });
      return;
    }
    const { event } = parsed;
    for (const handler of handlers.get(destination) ?? []) handler(event, destination);
    for (const listener of eventListeners) listener(event, destination);
  };

  const stompSubscribe = (destination: string) => {
    if (stompSubscriptions.has(destination)) return;
    stompSubscriptions.set(destination, stomp.subscribe(destination, dispatch));
  };

  stomp.onConnect = () => {
    // Set only once connected before: a first connect has nothing to catch up on.
    const since = lastSeenAt;
    failures = 0;
    lastSeenAt = clock.now();
    stompSubscriptions.clear();
    for (const destination of handlers.keys()) stompSubscribe(destination);
    setStatus({ type: 'connected' });
    if (since !== undefined) options.onResync?.({ since });
  };
  stomp.onHeartbeatReceived = () => {
    lastSeenAt = clock.now();
  };
  stomp.onStompError = (frame: IFrame) => {
    // A refused SUBSCRIBE or SEND leaves the connection up (the broker marks it `refused`): log only.
    if (frame.headers.refused !== undefined) {
      logger.warn(`realtime: ${frame.headers.refused} refused`, { message: frame.headers.message });
      return;
    }
    logger.error('realtime: STOMP error', { message: frame.headers.message, body: frame.body });
    setStatus({ type: 'failed' });
  };
  stomp.onWebSocketError = (event: unknown) => {
    logger.error('realtime: socket error', event);
    setStatus({ type: 'failed' });
  };
  stomp.onWebSocketClose = () => {
    stompSubscriptions.clear();
    setStatus({ type: 'disconnected' });
    if (!wanted) return;
    const delay = computeReconnectDelay(failures, random(), policy);
    failures++;
    reconnectTimer = clock.setTimeout(() => {
      reconnectTimer = undefined;
      if (!wanted) return;
      setStatus({ type: 'connect' });
      void stomp.deactivate().then(() => {
        if (wanted) stomp.activate();
      });
    }, delay);
  };

  return {
    get status() {
      return status;
    },
    connect() {
      if (wanted) return;
      wanted = true;
      setStatus({ type: 'connect' });
      stomp.activate();
    },
    async disconnect() {
      wanted = false;
      if (reconnectTimer !== undefined) clock.clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      await stomp.deactivate();
      lastSeenAt = undefined;
      failures = 0;
      setStatus({ type: 'disconnected' });
    },
    subscribe(destination, handler) {
      let set = handlers.get(destination);
      if (set === undefined) {
        set = new Set();
        handlers.set(destination, set);
      }
      set.add(handler);
      if (status === 'connected') stompSubscribe(destination);
      else logger.warn('realtime: not connected; the subscription starts on connect', { destination });
      return () => {
        const current = handlers.get(destination);
        current?.delete(handler);
        if (current === undefined || current.size > 0 || ownTopics.includes(destination)) return;
        handlers.delete(destination);
        stompSubscriptions.get(destination)?.unsubscribe();
        stompSubscriptions.delete(destination);
      };
    },
    onEvent(handler) {
      eventListeners.add(handler);
      return () => eventListeners.delete(handler);
    },
    publish(destination, body) {
      if (status !== 'connected' || !stomp.connected) {
        logger.warn('realtime: not connected; nothing published', { destination });
        return false;
      }
      stomp.publish({
        destination,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      return true;
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'localhost';
  }
}
