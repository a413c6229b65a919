import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Author, readAuthor, type WireAuthor } from './readAuthor.ts';

describe('readAuthor', () => {
  it.each<[string, WireAuthor | null | undefined, Author]>([
    [
      'spec: Entities and their fields: user with _id as { $oid }, avatar and role name',
      { _id: { $oid: 'u1' }, username: 'maria.souza', avatar: '/a.png', role: { name: 'Fundador' } },
      { id: 'u1' as Author['id'], username: 'maria.souza', avatar: '/a.png', roleName: 'Fundador' },
    ],
    [
      'spec: Entities and their fields: id when _id is missing',
      { id: 7, username: 'joao' },
      { id: '7' as Author['id'], username: 'joao', avatar: undefined, roleName: undefined },
    ],
    [
      'spec: Entities and their fields: a role without a name is no role',
      { username: 'ana', role: { name: null } },
      { id: undefined, username: 'ana', avatar: undefined, roleName: undefined },
    ],
    [
      'spec: Entities and their fields: a blank avatar is no avatar',
      { username: 'ana', avatar: '  ', role: null },
      { id: undefined, username: 'ana', avatar: undefined, roleName: undefined },
    ],
    [
      'spec: Entities and their fields: no user is an empty author',
      null,
      { id: undefined, username: '', avatar: undefined, roleName: undefined },
    ],
    [
      'spec: Entities and their fields: undefined user is an empty author',
      undefined,
      { id: undefined, username: '', avatar: undefined, roleName: undefined },
    ],
  ])('%s', (_name, user, author) => {
    expect(readAuthor(user)).toEqual(author);
  });

  it('invariant: a non-blank role name is read as sent', () => {
    fc.assert(
      fc.property(
        fc.string().filter((name) => name.trim() !== ''),
        (name) => readAuthor({ role: { name } }).roleName === name,
      ),
    );
  });
});
