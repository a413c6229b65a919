/** A national public number, the same in every area. */
export type NationalServiceNumber = { phone: string; name: string };

/** The national numbers shown first in Serviços, before what residents add. */
export const NATIONAL_SERVICE_NUMBERS: readonly NationalServiceNumber[] = [
  { phone: '190', name: 'Polícia Militar' },
  { phone: '192', name: 'SAMU' },
  { phone: '193', name: 'Bombeiros' },
  { phone: '199', name: 'Defesa Civil' },
  { phone: '181', name: 'Disque-Denúncia' },
  { phone: '180', name: 'Central de Atendimento à Mulher' },
  { phone: '100', name: 'Direitos Humanos' },
];
