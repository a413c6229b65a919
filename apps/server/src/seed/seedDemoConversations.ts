import { createId } from '../auth/createToken.ts';
import type { Database } from '../db/openDatabase.ts';
import { conversationParticipants, conversations, messages } from '../db/schema.ts';
import { demoLogin } from './demoMembers.ts';

/** The demo conversations: who takes part (the demo resident first), the title, and the messages. */
const demoConversations: {
  with: string[];
  title: string | null;
  /** [sender, body, minutes before now]; the demo resident has read those up to `readUpTo`. */
  lines: [string, string, number][];
  readUpTo: number;
}[] = [
  {
    with: ['joao.pereira'],
    title: null,
    lines: [
      ['joao.pereira', 'Oi! Deixaram uma encomenda sua aqui na minha porta, no 120.', 95],
      ['demo', 'Nossa, obrigada! Passo aí depois do trabalho, pode ser?', 90],
      ['joao.pereira', 'Claro, estou em casa a partir das 18h.', 88],
      ['joao.pereira', 'Ah, e o porteiro pediu para avisar que o portão da garagem está com defeito.', 12],
      ['joao.pereira', 'Qualquer coisa é só tocar o interfone.', 11],
    ],
    readUpTo: 3,
  },
  {
    with: ['ana_lima', 'carlos.santos', 'beatriz.costa'],
    title: 'Carona para o mercado',
    lines: [
      ['demo', 'Pessoal, alguém vai ao mercado no sábado de manhã?', 60 * 26],
      ['ana_lima', 'Eu vou! Saio às 9h da Rua das Flores, cabem mais dois.', 60 * 25],
      ['carlos.santos', 'Eu topo, levo as sacolas retornáveis.', 60 * 24],
      ['beatriz.costa', 'Podem trazer leite para mim? Faço o Pix depois.', 45],
    ],
    readUpTo: 3,
  },
];

/**
 * Seeds a direct conversation and a group for the demo resident, each with unread messages from
 * neighbours, so the list, the unread badge and the tab title all show something at the first start.
 * The demo resident is the group's admin (its creator).
 */
export async function seedDemoConversations(
  db: Database,
  seed: { areaId: string; userIds: Map<string, string> },
  now: Date,
): Promise<void> {
  const userOf = (username: string) => seed.userIds.get(username);
  await db.transaction(async (tx) => {
    for (const demo of demoConversations) {
      const people = [demoLogin.username, ...demo.with].map(userOf);
      if (people.some((id) => id === undefined)) continue;
      const ids = people as string[];
      const id = createId();
      const isGroup = ids.length > 2;
      const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
      const last = demo.lines.at(-1)?.[2] ?? 0;
      await tx.insert(conversations).values({
        id,
        areaId: seed.areaId,
        title: demo.title,
        directKey: isGroup ? null : [...ids].sort().join(':'),
        createdBy: ids[0],
        createdAt: at(demo.lines[0]?.[2] ?? 0),
        updatedAt: at(last),
      });
      const written = await tx
        .insert(messages)
        .values(
          demo.lines.map(([sender, body, minutes]) => ({
            id: createId(),
            conversationId: id,
            senderId: userOf(sender) ?? ids[0] ?? '',
            body,
            createdAt: at(minutes),
          })),
        )
        .returning({ seq: messages.seq });
      const seqs = written.map((row) => row.seq).sort((a, b) => a - b);
      await tx.insert(conversationParticipants).values(
        ids.map((userId, index) => ({
          id: createId(),
          conversationId: id,
          userId,
          role: isGroup && index === 0 ? 'Admin' : 'Membro',
          // Neighbours have read everything; the demo resident up to `readUpTo`.
          lastReadSeq: (index === 0 ? seqs[demo.readUpTo - 1] : seqs.at(-1)) ?? 0,
          // One millisecond apart, so the list shows the creator first.
          createdAt: new Date(at(demo.lines[0]?.[2] ?? 0).getTime() + index),
        })),
      );
    }
  });
}
