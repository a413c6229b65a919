import type { ServiceDraft } from '@vizinhos/domain';
import { createId } from '../auth/createToken.ts';
import type { Database } from '../db/openDatabase.ts';
import { services } from '../db/schema.ts';

/** The demo area's services, each by the resident who added it; the first is the demo resident's own. */
const demoServices: ReadonlyArray<ServiceDraft & { author: string }> = [
  {
    author: 'demo',
    name: 'Farmácia São João',
    kind: 'saude',
    phone: '(11) 5571-2030',
    address: 'Rua Domingos de Morais, 1200',
    openingHours: 'Todos os dias, 7h às 23h',
  },
  {
    author: 'ana_lima',
    name: 'UBS Vila Mariana',
    kind: 'publico',
    phone: '(11) 5549-3000',
    address: 'Rua Santa Cruz, 1000',
    openingHours: 'Seg a sex, 7h às 19h',
  },
  {
    author: 'joao.pereira',
    name: 'Chaveiro do Zé',
    kind: 'reparos',
    phone: '(11) 98888-7777',
    address: 'Rua França Pinto, 45',
    openingHours: '24 horas',
  },
  {
    author: 'ana_lima',
    name: 'Escola Estadual Rodrigues Alves',
    kind: 'educacao',
    phone: '(11) 5572-1100',
    address: 'Avenida Lins de Vasconcelos, 3000',
    openingHours: 'Seg a sex, 7h às 22h',
  },
  {
    author: 'joao.pereira',
    name: 'Lavanderia Bolha',
    kind: 'limpeza',
    phone: '(11) 5083-4455',
    address: 'Rua Joaquim Távora, 500',
    openingHours: 'Seg a sáb, 8h às 20h',
  },
];

/** Seeds the demo area's services, each by its resident (the first resident where one is missing). */
export async function seedDemoServices(
  db: Database,
  seed: { areaId: string; userIds: Map<string, string> },
  now: Date,
): Promise<void> {
  const [anyone] = seed.userIds.values();
  if (anyone === undefined) return;
  await db.insert(services).values(
    demoServices.map(({ author, ...draft }, index) => ({
      id: createId(),
      areaId: seed.areaId,
      authorId: seed.userIds.get(author) ?? anyone,
      ...draft,
      createdAt: new Date(now.getTime() - (demoServices.length - index) * 86_400_000),
      updatedAt: new Date(now.getTime() - (demoServices.length - index) * 86_400_000),
    })),
  );
}
