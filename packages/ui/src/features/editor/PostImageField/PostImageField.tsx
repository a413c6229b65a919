import { useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { imageEditorTexts as texts } from '../editor.texts.ts';
import { ImageEditorModal } from '../ImageEditorModal/ImageEditorModal.tsx';
import * as styles from './PostImageField.css.ts';

/** Props of PostImageField. */
export type PostImageFieldProps = {
  /** The image to preview: the framed PNG's object URL, or an edited post's current image. */
  previewUrl: string | undefined;
  /** The image's description, used as the card image's `alt`. */
  alt: string;
  onAltChange: (change: { alt: string }) => void;
  /** A new framed image (a 500 x 300 PNG) was chosen. */
  onImageChange: (image: { blob: Blob; url: string }) => void;
  onImageRemove: () => void;
  /** Opens the modal at once (stories). */
  defaultModalOpen?: boolean;
};

/** The editor's image (spec: Screens and routes: image upload and edit modal): add, adjust, remove, preview, and its description. */
export function PostImageField({
  previewUrl,
  alt,
  onAltChange,
  onImageChange,
  onImageRemove,
  defaultModalOpen = false,
}: PostImageFieldProps) {
  const hintId = useId();
  const [isModalOpen, setModalOpen] = useState(defaultModalOpen);
  return (
    <Stack>
      {previewUrl ? (
        <img src={previewUrl} alt={alt.trim() || texts.preview} className={styles.preview} />
      ) : null}
      <Inline>
        <Button
          size="sm"
          emphasis="outline"
          tone="default"
          aria-describedby={previewUrl ? undefined : hintId}
          onClick={() => setModalOpen(true)}
        >
          <Icon name="image" />
          <span>{previewUrl ? texts.editImage : texts.addImage}</span>
        </Button>
        {previewUrl ? (
          <Button size="sm" emphasis="ghost" tone="danger" onClick={onImageRemove}>
            {texts.removeImage}
          </Button>
        ) : (
          <span id={hintId} className={styles.hint}>
            {texts.fileHint}
          </span>
        )}
      </Inline>
      {previewUrl ? (
        <TextField
          label={texts.altLabel}
          hint={texts.altHint}
          value={alt}
          maxLength={300}
          onChange={(event) => onAltChange({ alt: event.target.value })}
        />
      ) : null}
      <ImageEditorModal open={isModalOpen} onOpenChange={setModalOpen} onApply={onImageChange} />
    </Stack>
  );
}
