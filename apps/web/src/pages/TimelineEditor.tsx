import { PostEditorPlaceholder } from '@vizinhos/ui';
import { Suspense, useState } from 'react';
import type { PostEditorPanelProps } from '../features/editor/index.ts';
import { lazyView } from '../views/lazyView.tsx';

// The editor with its coach's model and its pieces in a chunk of its own (issue 27): fetched when
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
      onTitleFocus={() => setWanted(true)}
    />
  );
  if (!isWanted && !props.editingPost) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PostEditorPanel {...props} startTitle={isWanted ? title : undefined} />
    </Suspense>
  );
}
