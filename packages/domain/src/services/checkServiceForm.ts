import { isServiceKind, type ServiceKind } from './serviceKinds.ts';
import { SERVICE_TEXTS } from './services.texts.ts';

/** Longest name, address and opening hours a service may have. */
export const SERVICE_LIMITS = { name: 80, address: 160, openingHours: 120 } as const;
/** Digits a phone needs at least (a short national number such as 190) and at most (+55 and a mobile). */
const PHONE_DIGITS = { min: 3, max: 15 } as const;

/** The service form as typed: every field text, the kind '' until one is chosen. */
export type ServiceForm = {
  name: string;
  kind: string;
  phone: string;
  address: string;
  openingHours: string;
};

/** A service ready to send: trimmed, the kind known. */
export type ServiceDraft = {
  name: string;
  kind: ServiceKind;
  phone: string;
  address: string;
  openingHours: string;
};

/** One of the form's fields. */
export type ServiceField = keyof ServiceForm;

/** The message under each wrong field; a field left out is fine. */
export type ServiceFieldErrors = Partial<Record<ServiceField, string>>;

/** The checked form: the draft to send, or the message of each wrong field, in the form's order. */
export type ServiceFormCheck = { ok: true; draft: ServiceDraft } | { ok: false; errors: ServiceFieldErrors };

const phoneCharacters = /^[0-9 ()+-]+$/;

function phoneError(phone: string): string | undefined {
  if (phone === '') return SERVICE_TEXTS.phoneRequired;
  const digits = phone.replace(/\D/g, '').length;
  const fits = phoneCharacters.test(phone) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
  return fits ? undefined : SERVICE_TEXTS.phoneInvalid;
}

/**
 * Checks a service (the same rules in the form and on the server): a name, a kind from the fixed
 * list and a phone are required; address and opening hours are optional; every text within its limit.
 */
export function checkServiceForm(form: ServiceForm): ServiceFormCheck {
  const name = form.name.trim();
  const phone = form.phone.trim();
  const address = form.address.trim();
  const openingHours = form.openingHours.trim();
  const errors: ServiceFieldErrors = {};
  if (name === '') errors.name = SERVICE_TEXTS.nameRequired;
  else if (name.length > SERVICE_LIMITS.name) errors.name = SERVICE_TEXTS.nameTooLong(SERVICE_LIMITS.name);
  if (!isServiceKind(form.kind)) errors.kind = SERVICE_TEXTS.kindRequired;
  const phoneMessage = phoneError(phone);
  if (phoneMessage) errors.phone = phoneMessage;
  if (address.length > SERVICE_LIMITS.address)
    errors.address = SERVICE_TEXTS.addressTooLong(SERVICE_LIMITS.address);
  if (openingHours.length > SERVICE_LIMITS.openingHours)
    errors.openingHours = SERVICE_TEXTS.hoursTooLong(SERVICE_LIMITS.openingHours);
  if (!isServiceKind(form.kind) || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, draft: { name, kind: form.kind, phone, address, openingHours } };
}

/** The form's fields in the order they are shown, so the first wrong one can take the focus. */
export const SERVICE_FIELDS: readonly ServiceField[] = ['name', 'kind', 'phone', 'address', 'openingHours'];

/** The first wrong field in the form's order, or undefined when none is. */
export function firstServiceFieldError(errors: ServiceFieldErrors): ServiceField | undefined {
  return SERVICE_FIELDS.find((field) => errors[field] !== undefined);
}

/** The form holding a service, for editing it. */
export function serviceFormOf(service: ServiceDraft): ServiceForm {
  const { name, kind, phone, address, openingHours } = service;
  return { name, kind, phone, address, openingHours };
}

/** An empty form. */
export const EMPTY_SERVICE_FORM: ServiceForm = {
  name: '',
  kind: '',
  phone: '',
  address: '',
  openingHours: '',
};
