// The comment creators' sends (spec: Calls: POST comments): a reply's answer closes the box it was
// written in, and only that one. The live frame can show a reply before its answer arrives; a
// resident who has already opened a box under it keeps that box and what they typed there.
import { createApiClient } from '@vizinhos/api';
import { commentHandlers, makeUser } from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { CommentId, PostId } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { createSessionStore } from '../../session/session.ts';
import { openReplyBoxAtom, openReplyBoxesAtom, sendCommentAtom } from './actions.ts';
import { commentDraftsAtom, draftKey, setCommentDraftAtom } from './drafts.ts';

const postId = 'post-1' as PostId;
const answered = 'comment-1' as CommentId;
const ownReply = 'comment-2' as CommentId;

const { server } = recordingServer();
let store: Store;
beforeEach(() => {
  sessionStorage.clear();
  store = createSessionStore(makeUser({ id: 'user-maria' as never, username: 'maria.souza' }));
  store.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
});

/** The comments handlers, with the create held until `release` is called. */
function heldCreate(): { release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/api/v1/posts/:postId/comments', async () => {
      await held;
      return undefined; // falls through to the scenario's create
    }),
    ...commentHandlers.default(),
  );
  return { release };
}

describe('sending a reply', () => {
  it('closes the box it was written in once the server took it', async () => {
    heldCreate().release();
    store.set(openReplyBoxAtom, postId, answered);
    store.set(setCommentDraftAtom, { postId, parentId: answered }, 'Combinado!');
    expect(await store.set(sendCommentAtom, { postId, parentId: answered })).toBe(true);
    expect(store.get(openReplyBoxesAtom)[postId]).toBeUndefined();
    expect(store.get(commentDraftsAtom)[draftKey({ postId, parentId: answered })]).toBeUndefined();
  });

  it('leaves open the box the resident opened under another comment while the answer was on its way', async () => {
    const create = heldCreate();
    store.set(openReplyBoxAtom, postId, answered);
    store.set(setCommentDraftAtom, { postId, parentId: answered }, 'Combinado!');
    const sending = store.set(sendCommentAtom, { postId, parentId: answered });
    // The live frame showed the reply; the resident answers it before the HTTP answer arrives.
    store.set(openReplyBoxAtom, postId, ownReply);
    store.set(setCommentDraftAtom, { postId, parentId: ownReply }, 'Levo as luvas');
    create.release();
    expect(await sending).toBe(true);
    expect(store.get(openReplyBoxesAtom)[postId]).toBe(ownReply);
    expect(store.get(commentDraftsAtom)[draftKey({ postId, parentId: ownReply })]).toBe('Levo as luvas');
  });
});
