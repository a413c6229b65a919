import { formatEventDate, type PostId } from '@vizinhos/domain';
import { PostCard, PostPage as PostPageView } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../paths.ts';
import { PostAlerts } from './PostAlerts.tsx';
import { postViewTexts } from './posts.texts.ts';
import { loadPostAtom, singlePostsAtom } from './state.ts';
import { usePostCards } from './usePostCards.ts';

/**
 * `/posts/:postId` (spec: Single post view): the back link, the title ("Untitled Post"), body,
 * author, date and the full card; "Loading post...", "Post not found (404)", "Failed to load post".
 * A notification's click lands here.
 */
export function PostPage() {
  const postId = (useParams().postId ?? '') as PostId;
  const navigate = useNavigate();
  const single = useAtomValue(singlePostsAtom)[postId];
  const load = useSetAtom(loadPostAtom);
  const toCards = usePostCards();

  useEffect(() => {
    void load(postId);
  }, [load, postId]);

  const post = single?.status === 'ready' ? single.post : undefined;
  const [card] = post ? toCards([post]) : [];
  return (
    <section aria-label={postViewTexts.postRegion} data-view="post" data-post-id={postId}>
      <PostPageView
        backHref={paths.home}
        onNavigate={({ href }) => navigate(href)}
        status={single?.status ?? 'loading'}
        errorMessage={single?.status === 'error' ? single.error : undefined}
        post={post}
        dateLabel={post?.createdAt ? formatEventDate(post.createdAt) : undefined}
      >
        {card ? <PostCard {...card} titleAs="h2" /> : null}
      </PostPageView>
      <PostAlerts />
    </section>
  );
}
