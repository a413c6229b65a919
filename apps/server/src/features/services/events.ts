// What the services routes publish live, after the write (Serviços is live for the area): the
// service as it is now, or which one is gone, on the area's timeline topic.
import type { WireService } from '@vizinhos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { LivePublisher } from '../../realtime/index.ts';
import { afterCommit } from '../posts/index.ts';

/** The live messages of the services feature, bound to one publisher and logger. */
export function serviceEvents(live: LivePublisher, log: FastifyBaseLogger) {
  const toArea = (areaId: string) => ({ stompKey: '', areaId });
  return {
    /** `{ type: "service_update", service }`: added or changed. */
    saved: (areaId: string, service: WireService) =>
      afterCommit(log, 'service_update', () =>
        live.publish({ kind: 'serviceUpdate', payload: { service } }, toArea(areaId)),
      ),
    /** `{ type: "service_delete", service_id }`. */
    deleted: (areaId: string, serviceId: string) =>
      afterCommit(log, 'service_delete', () =>
        live.publish({ kind: 'serviceDelete', payload: { service_id: serviceId } }, toArea(areaId)),
      ),
  };
}
