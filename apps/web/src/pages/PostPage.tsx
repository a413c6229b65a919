import { formatEventDate, type PostId } from '@vizinhos/domain';
import { PostCard, PostPage as PostPageView } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toggleCommentsAtom } from '../features/comments/index.ts';
import { isBlockListSettledAtom } from '../features/moderation/index.ts';
import { loadPostAtom, PostReportDialog, postViewTexts, singlePostsAtom } from '../features/posts/index.ts';
import { paths } from '../paths.ts';
import { useFirstPaintDone } from '../views/firstPaint.ts';
import { usePostCards } from './usePostCards.tsx';

/**
 * `/posts/:postId` (spec: Single post view): the back link, the title ("Postagem sem título"), body,
 * author, date and the full card; "Carregando postagem...", "Postagem não encontrada (404)", "Erro ao carregar a postagem".
 * A notification's click lands here.
 */
export function PostPage() {
  const postId = (useParams().postId ?? '') as PostId;
  const navigate = useNavigate();
  const current = useAtomValue(singlePostsAtom)[postId];
  // The post's first showing renders as a transition, as the timeline's first page does, so React
  // hands the main thread back to the browser while it builds the card (no long task at
  // start); the loading state (or the server's painted page) shows until then. Later changes (a
  // vote, a live comment count) show at once.
  const deferred = useDeferredValue(current);
  // It waits for the block list too, so a blocked resident's post comes collapsed.
  const isBlockListSettled = useAtomValue(isBlockListSettledAtom);
  const first = isBlockListSettled ? deferred : undefined;
  const [isFirstShown, setFirstShown] = useState(false);
  if (!isFirstShown && first !== undefined && first.status !== 'loading') setFirstShown(true);
  const single = isFirstShown ? current : first;
  const load = useSetAtom(loadPostAtom);
  const toCards = usePostCards();
  const toggleComments = useSetAtom(toggleCommentsAtom);

  useEffect(() => {
    void load(postId);
  }, [load, postId]);

  // The server's painted page (firstPaint.server.tsx) goes in the commit that shows the post, or
  // its failure, in its place.
  useFirstPaintDone(single !== undefined && single.status !== 'loading');

  const post = single?.status === 'ready' ? single.post : undefined;
  // The single post view opens its comments (spec: Screens and routes); the card's own count stays
  // until a larger one arrives, so the thread may start from zero.
  const isReady = post !== undefined;
  useEffect(() => {
    // A transition too: the thread's first render yields to the browser.
    if (isReady) startTransition(() => toggleComments({ postId, isOpen: true }));
  }, [toggleComments, postId, isReady]);
  const [card] = post ? toCards([post]) : [];
  return (
    <section aria-label={postViewTexts.postRegion} data-view="post" data-post-id={postId}>
      <PostPageView
        backHref={paths.home}
        onNavigate={({ href }) => navigate(href)}
        status={single?.status ?? 'loading'}
        errorText={single?.status === 'error' ? single.error : undefined}
        post={post}
        dateLabel={post?.createdAt ? formatEventDate(post.createdAt) : undefined}
      >
        {card ? (
          <PostCard
            {...card}
            titleAs="h1"
            // The editor lives on the timeline: Editar hands the post over and goes there.
            onEdit={(input) => {
              card.onEdit?.(input);
              navigate(paths.home);
            }}
          />
        ) : null}
      </PostPageView>
      <PostReportDialog />
    </section>
  );
}
