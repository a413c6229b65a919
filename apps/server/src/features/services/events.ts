// What the services routes publish live, after the commit (Serviços is live for the area): the
// service as it is now, or which one is gone, on the area's timeline topic.
import type { WireService } from '@vizinhos/domain';
import type { AfterCommitTask } from '../../http/afterCommit.ts';
import type { LivePublisher } from '../../realtime/index.ts';

/** The live messages of the services feature, bound to one publisher: each a step for `request.afterCommit`. */
export function serviceEvents(live: LivePublisher) {
  const toArea = (areaId: string) => ({ stompKey: '', areaId });
  return {
    /** `{ type: "service_update", service }`: added or changed. */
    saved: (areaId: string, service: WireService): AfterCommitTask => ({
      kind: 'service_update',
      run: () => live.publish({ kind: 'serviceUpdate', payload: { service } }, toArea(areaId)),
    }),
    /** `{ type: "service_delete", service_id }`. */
    deleted: (areaId: string, serviceId: string): AfterCommitTask => ({
      kind: 'service_delete',
      run: () => live.publish({ kind: 'serviceDelete', payload: { service_id: serviceId } }, toArea(areaId)),
    }),
  };
}
