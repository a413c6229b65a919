/** The fixed kinds a resident's service is filed under; the key travels on the wire, the label is shown. */
export const SERVICE_KINDS = [
  { key: 'saude', label: 'Saúde' },
  { key: 'seguranca', label: 'Segurança' },
  { key: 'educacao', label: 'Educação' },
  { key: 'transporte', label: 'Transporte' },
  { key: 'comercio', label: 'Comércio' },
  { key: 'reparos', label: 'Reparos e manutenção' },
  { key: 'limpeza', label: 'Limpeza' },
  { key: 'publico', label: 'Serviço público' },
  { key: 'outros', label: 'Outros' },
] as const;

/** One kind's key. */
export type ServiceKind = (typeof SERVICE_KINDS)[number]['key'];

/** Every kind's key, in the order the list shows them. */
export const SERVICE_KIND_KEYS: readonly ServiceKind[] = SERVICE_KINDS.map((kind) => kind.key);

/** Whether a wire value is one of the kinds. */
export function isServiceKind(value: unknown): value is ServiceKind {
  return typeof value === 'string' && (SERVICE_KIND_KEYS as readonly string[]).includes(value);
}

const LABELS = Object.fromEntries(SERVICE_KINDS.map(({ key, label }) => [key, label])) as Record<
  ServiceKind,
  string
>;

/** The label shown for a kind. */
export function serviceKindLabel(kind: ServiceKind): string {
  return LABELS[kind];
}
