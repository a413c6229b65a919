import { PostEditorPlaceholder } from '@vizinhos/ui';
import { Suspense, useState } from 'react';
import type { PostEditorPanelProps } from '../features/editor/index.ts';
import { lazyView } from '../views/lazyView.tsx';

// The editor with its coach's model and its pieces in a chunk of its own: fetched when
// the pointer or a touch comes to its placeholder, shown when the title gets focus or a card's
// Editar hands it a post.
const PostEditorPanel = lazyView(() =>
  import('../features/editor/index.ts').then((module) => module.PostEditorPanel),
);

/** The timeline's editor slot: the placeholder until the editor is wanted, then the editor. */
export function TimelineEditor(props: Omit<PostEditorPanelProps, 'startTitle'>) {
  const [title, setTitle] = useState('');
  const [isWanted, setWanted] = useState(false);
  const placeholder = (
    <PostEditorPlaceholder
      title={title}
      onTitleChange={(change) => setTitle(change.title)}
      onIntent={() => void PostEditorPanel.preload()}
      // The placeholder keeps the focus (and what is typed into it) until the editor's code is
      // there, then the editor takes both over at once: no moment with the focus fallen to the page.
      // A failed fetch leaves the placeholder; the next focus tries again.
      onTitleFocus={() =>
        void PostEditorPanel.preload().then(
          () => setWanted(true),
          () => undefined,
        )
      }
    />
  );
  // A post on its way (a previous page's too) shows in the editor, said to be waiting.
  if (!isWanted && !props.editingPost && !props.send) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PostEditorPanel {...props} startTitle={isWanted ? title : undefined} />
    </Suspense>
  );
}
