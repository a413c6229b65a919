import { once } from 'node:events';
import amqplib from 'amqplib';
import type { Bus, BusDelivery } from './bus.ts';
import { toBindingKey } from './toBindingKey.ts';

const exchange = 'amq.topic';

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
  connection.on('error', () => {});
  connection.on('close', (error?: Error) => {
    if (!closing) onFailure(error ?? new Error('conexão com o RabbitMQ fechada'));
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
      const written = channel.publish(exchange, toBindingKey(destination), Buffer.from(body), {
        contentType,
        headers: { destination, 'sent-at': sentAt ?? Date.now() },
      });
      // Backpressure: wait for the socket to drain instead of buffering without bound.
      if (!written) await once(channel, 'drain');
    },
    close: async () => {
      closing = true;
      await channel.close().catch(() => {});
      await connection.close().catch(() => {});
    },
  };
}
