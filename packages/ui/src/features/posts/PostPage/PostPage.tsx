import type { Post } from '@vizinhos/domain';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { isPlainLeftClick } from '../../../utils/isPlainLeftClick.ts';
import { postsTexts } from '../posts.texts.ts';
import * as styles from './PostPage.css.ts';

/** Props of PostPage. */
export type PostPageProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The timeline's address, for the back link. */
  backHref: string;
  /** A plain left click on the back link: the app navigates in place. */
  onNavigate: (input: { href: string }) => void;
  status: 'loading' | 'error' | 'ready';
  /**
   * With status `error`: the domain's describePostLoadError(status) ("Postagem não encontrada (404)") for a
   * non-ok answer, or POST_ERROR_TEXTS.postLoadFailed ("Erro ao carregar a postagem") when the call failed.
   */
  errorText?: string | undefined;
  /** With status `ready`: the post (its title is already "Postagem sem título" when it has none). */
  post?: Post | undefined;
  /**
   * With status `ready`: the creation date as the reader reads it (in their time zone); without it
   * the byline names the author alone (the page the server paints knows no reader's zone).
   */
  dateLabel?: string | undefined;
  /**
   * With status `ready`: the post's full card (a PostCard with `titleAs="h1"`), under the byline: the
   * card alone shows the title and the text, so the page says them once.
   */
  children?: ReactNode;
};

/**
 * The single post view at /posts/{id} (spec: Single post view): back link, the author and the date,
 * then the full card, which carries the title (the page's heading) and the body.
 */
export function PostPage({
  backHref,
  onNavigate,
  status,
  errorText,
  post,
  dateLabel,
  children,
  className,
  ...rest
}: PostPageProps) {
  return (
    <Stack gap="lg" {...rest} className={cx(styles.root, className)}>
      <a
        href={backHref}
        className={styles.back}
        onClick={(event) => {
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          onNavigate({ href: backHref });
        }}
      >
        <Icon name="arrowLeft" />
        {postsTexts.backToTimeline}
      </a>
      {status === 'loading' ? (
        <p className={styles.loading}>
          <Spinner size="sm" label={null} />
          <span role="status">{postsTexts.loadingPost}</span>
        </p>
      ) : null}
      {status === 'error' ? (
        <Callout tone="danger" role="alert">
          {errorText}
        </Callout>
      ) : null}
      {status === 'ready' && post ? (
        <>
          <p className={styles.byline}>
            {postsTexts.postedBy} <span className={styles.author}>{post.author.username}</span>
            {post.createdAt && dateLabel ? (
              <>
                {' · '}
                <time dateTime={post.createdAt}>{dateLabel}</time>
              </>
            ) : null}
          </p>
          {children}
        </>
      ) : null}
    </Stack>
  );
}
