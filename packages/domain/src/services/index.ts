export type {
  ServiceDraft,
  ServiceField,
  ServiceFieldErrors,
  ServiceForm,
  ServiceFormCheck,
} from './checkServiceForm.ts';
export {
  checkServiceForm,
  EMPTY_SERVICE_FORM,
  firstServiceFieldError,
  SERVICE_FIELDS,
  SERVICE_LIMITS,
  serviceFormOf,
} from './checkServiceForm.ts';
export type { ServiceFilter } from './filterServices.ts';
export { filterServices, isServiceFilterActive, NO_SERVICE_FILTER, sortServices } from './filterServices.ts';
export type { NationalServiceNumber } from './nationalServiceNumbers.ts';
export { NATIONAL_SERVICE_NUMBERS } from './nationalServiceNumbers.ts';
export type { Service, ServiceId } from './normalizeService.ts';
export { normalizeService, normalizeServices } from './normalizeService.ts';
export { canEditService, removeService, upsertService } from './reduceServices.ts';
export type { ServiceKind } from './serviceKinds.ts';
export { isServiceKind, SERVICE_KIND_KEYS, SERVICE_KINDS, serviceKindLabel } from './serviceKinds.ts';
export { SERVICE_TEXTS } from './services.texts.ts';
export type { WireService, WireServiceDelete, WireServiceUpdate } from './wireService.ts';
