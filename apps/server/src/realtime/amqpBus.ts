import { once } from 'node:events';
import amqplib from 'amqplib';
import type { Bus, BusDelivery } from './bus.ts';
import { toBindingKey } from './toBindingKey.ts';

const exchange = 'amq.topic';
/** The longest a publish waits for RabbitMQ to take more. */
const drainTimeoutMs = 2_000;

/** Resolves when the channel drains; rejects when it closes first or the wait passes its bound. */
async function drained(channel: amqplib.Channel): Promise<void> {
  const stop = new AbortController();
  try {
    await Promise.race([
      once(channel, 'drain', { signal: stop.signal }),
      once(channel, 'close', { signal: stop.signal }).then(() => {
        throw new Error('canal do RabbitMQ fechado durante o envio');
      }),
      new Promise<never>((_, reject) => {
        const timer = setTimeout(
          () => reject(new Error('RabbitMQ não aceitou a mensagem a tempo')),
          drainTimeoutMs,
        );
        stop.signal.addEventListener('abort', () => clearTimeout(timer));
      }),
    ]);
  } finally {
    stop.abort();
  }
}

/** Called when the RabbitMQ connection is lost, so the broker can drop clients that would miss messages. */
export type BusFailure = (error: Error) => void;

/**
 * The bus over RabbitMQ: one exclusive, auto-deleted queue per instance on `amq.topic`, bound with
 * one key per destination that has local subscribers. Channel operations run in order, so a bind,
 * unbind, bind sequence for one destination always ends bound.
 */
export async function createAmqpBus(url: string, deliver: BusDelivery, onFailure: BusFailure): Promise<Bus> {
  const connection = await amqplib.connect(url);
  let closing = false;
  let lost: Error | undefined;
  connection.on('error', () => {});
  connection.on('close', (error?: Error) => {
    lost = error ?? new Error('conexão com o RabbitMQ fechada');
    if (!closing) onFailure(lost);
  });
  const channel = await connection.createChannel();
  channel.on('error', () => {});
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
  await channel.consume(
    queue,
    (message) => {
      if (message === null) return;
      const destination = message.properties.headers?.destination;
      if (typeof destination !== 'string') return;
      const sentAt = Number(message.properties.headers?.['sent-at']);
      deliver({
        destination,
        contentType: message.properties.contentType ?? 'application/json',
        body: message.content,
        ...(Number.isFinite(sentAt) && sentAt > 0 ? { sentAt } : {}),
      });
    },
    { noAck: true },
  );
  return {
    bind: async (destination) => {
      await channel.bindQueue(queue, exchange, toBindingKey(destination));
    },
    unbind: async (destination) => {
      if (!closing) await channel.unbindQueue(queue, exchange, toBindingKey(destination));
    },
    publish: async ({ destination, contentType, body, sentAt }) => {
      if (lost) throw lost;
      const written = channel.publish(exchange, toBindingKey(destination), Buffer.from(body), {
        contentType,
        headers: { destination, 'sent-at': sentAt ?? Date.now() },
      });
      // Backpressure: wait for the socket to drain instead of buffering without bound, but never
      // longer than a moment: a write's answer waits for this, and a connection dying under it would
      // never drain (its loss drops the live clients, who read what they missed on reconnecting).
      if (!written) await drained(channel);
    },
    close: async () => {
      closing = true;
      await channel.close().catch(() => {});
      await connection.close().catch(() => {});
    },
  };
}
