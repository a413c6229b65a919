// A conversation's line in the lists: a blocked resident's latest message in a group is not read
// there (spec 3: Block), as it is collapsed in the chat; a direct conversation keeps its preview.
import { normalizeConversation } from '@vizinhos/domain';
import { moderationUiTexts } from '@vizinhos/ui';
import { describe, expect, it } from 'vitest';
import { listPreview } from './listPreview.ts';

const user = (id: string, username: string) => ({ _id: { $oid: id }, username });
const conversation = (members: number, body: string, senderId: string) => {
  const made = normalizeConversation({
    _id: { $oid: 'c1' },
    users: [user('u-me', 'demo'), user('u-joao', 'joao.pereira'), user('u-gabi', 'gabriel.martins')].slice(
      0,
      members,
    ),
    latest_message: { _id: { $oid: 'm1' }, body, user: { _id: { $oid: senderId }, username: 'x' } },
  });
  if (!made) throw new Error('fixture');
  return made;
};
const blocked = new Set(['u-joao']);

describe('listPreview', () => {
  it('collapses a blocked resident’s latest message in a group', () => {
    expect(listPreview(conversation(3, 'Alguém tem sementes?', 'u-joao'), blocked)).toBe(
      moderationUiTexts.blockedContent,
    );
  });

  it('shows anyone else’s, and a direct conversation’s history, cut at 50 characters', () => {
    expect(listPreview(conversation(3, 'Oi, vizinhos', 'u-gabi'), blocked)).toBe('Oi, vizinhos');
    expect(listPreview(conversation(2, 'Oi', 'u-joao'), blocked)).toBe('Oi');
    expect(listPreview(conversation(3, 'a'.repeat(80), 'u-gabi'), undefined)?.length).toBeLessThanOrEqual(53);
  });
});
