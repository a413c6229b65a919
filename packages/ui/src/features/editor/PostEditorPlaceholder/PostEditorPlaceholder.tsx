import type { ComponentPropsWithRef } from 'react';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { editorTexts } from '../editor.texts.ts';
import * as styles from '../PostEditor/PostEditor.css.ts';

/** Props of PostEditorPlaceholder. */
export type PostEditorPlaceholderProps = Omit<ComponentPropsWithRef<'form'>, 'onFocus' | 'onChange'> & {
  /** The title typed so far (kept: the editor starts with it). */
  title: string;
  onTitleChange: (change: { title: string }) => void;
  /** The pointer or a touch came to the form: the editor may be used soon (fetch its code). */
  onIntent: () => void;
  /** The title got focus: the editor is used now (it takes the placeholder's place). */
  onTitleFocus: () => void;
};

/**
 * The collapsed post editor before its code has loaded (the editor loads when the title
 * gets focus): the same form, box and title field as PostEditor collapsed, nothing else, so the
 * timeline does not move when the editor takes its place.
 */
export function PostEditorPlaceholder({
  title,
  onTitleChange,
  onIntent,
  onTitleFocus,
  ...rest
}: PostEditorPlaceholderProps) {
  return (
    <Card asChild>
      <Stack gap="md" asChild>
        <form
          aria-label={editorTexts.formLabel}
          data-expanded={false}
          noValidate
          {...rest}
          className={styles.root}
          onSubmit={(event) => event.preventDefault()}
          onPointerEnter={onIntent}
          onTouchStart={onIntent}
        >
          <TextField
            label={editorTexts.title}
            placeholder={editorTexts.titlePlaceholder}
            value={title}
            maxLength={200}
            onFocus={onTitleFocus}
            onChange={(event) => onTitleChange({ title: event.target.value })}
          />
        </form>
      </Stack>
    </Card>
  );
}
