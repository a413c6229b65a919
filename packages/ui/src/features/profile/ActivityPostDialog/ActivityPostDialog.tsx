import type { Post } from '@vizinhos/domain';
import { useId } from 'react';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { isPlainLeftClick } from '../../../utils/isPlainLeftClick.ts';
import { profileTexts } from '../profile.texts.ts';
import * as styles from '../RecentActivity/RecentActivity.css.ts';

/** Props of ActivityPostDialog. */
export type ActivityPostDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: 'loading' | 'error' | 'ready';
  errorText?: string | undefined;
  post?: Post | undefined;
  categoryLabel?: string | undefined;
  dateLabel?: string | undefined;
  /** The post's own page, for "Abrir postagem". */
  postHref?: string | undefined;
  /** A plain left click on "Abrir postagem": the app navigates in place. */
  onNavigate?: (input: { href: string }) => void;
};

/** The post-detail modal of the recent activity (spec: Profile screen). */
export function ActivityPostDialog({
  open,
  onOpenChange,
  status,
  errorText,
  post,
  categoryLabel,
  dateLabel,
  postHref,
  onNavigate,
}: ActivityPostDialogProps) {
  const descriptionId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content width="36rem" aria-describedby={descriptionId}>
        <Dialog.Title>{post?.title ?? profileTexts.activity}</Dialog.Title>
        <Stack gap="xs" id={descriptionId} className={styles.list}>
          {status === 'loading' ? <Spinner label={profileTexts.loading} /> : null}
          {status === 'error' ? (
            <Callout tone="danger" role="alert">
              {errorText}
            </Callout>
          ) : null}
          {status === 'ready' && post ? (
            <>
              <Inline align="stretch" asChild>
                <span className={styles.meta}>
                  {categoryLabel ? <Badge tone="default">{categoryLabel}</Badge> : null}
                  <span>@{post.author.username}</span>
                  {dateLabel ? <span>{dateLabel}</span> : null}
                </span>
              </Inline>
              <p>{post.text}</p>
              {postHref ? (
                <Button asChild emphasis="soft">
                  <a
                    href={postHref}
                    onClick={(event) => {
                      if (!onNavigate || !isPlainLeftClick(event)) return;
                      event.preventDefault();
                      onNavigate({ href: postHref });
                    }}
                  >
                    {profileTexts.openPost}
                  </a>
                </Button>
              ) : null}
            </>
          ) : null}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
