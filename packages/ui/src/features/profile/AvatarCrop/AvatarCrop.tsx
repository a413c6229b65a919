import { useEffect, useState } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { ImageEditorModal } from '../../editor/index.ts';
import { profileTexts } from '../profile.texts.ts';
import * as styles from './AvatarCrop.css.ts';

/** Props of AvatarCrop. */
export type AvatarCropProps = {
  username: string;
  displayName: string;
  /** The current picture, if any. */
  src?: string | undefined;
  /** The new photo is being sent. */
  isSaving?: boolean;
  /** The refusal's text ("Erro ao atualizar avatar", errors.ts), under the buttons. */
  errorText?: string | undefined;
  /** The cropped photo, a PNG at quality 0.9 (spec: Calls: PUT users/me with user[avatar]). */
  onSave: (input: { blob: Blob }) => void;
  /** A picture to start the editor from, opened at once (stories). */
  initialSource?: string;
};

/**
 * The owner's avatar change (spec: Profile screen): the image editor frames and crops the photo
 * (the editor's ImageEditorModal), a round preview shows it as members will see it, and "Salvar
 * foto" sends it. Until then the current picture stays.
 */
export function AvatarCrop({
  username,
  displayName,
  src,
  isSaving = false,
  errorText,
  onSave,
  initialSource,
}: AvatarCropProps) {
  const [isEditing, setEditing] = useState(initialSource !== undefined);
  const [cropped, setCropped] = useState<{ blob: Blob; url: string } | undefined>(undefined);
  useEffect(() => () => (cropped ? URL.revokeObjectURL(cropped.url) : undefined), [cropped]);
  return (
    <Stack align="center">
      {cropped ? (
        <img src={cropped.url} alt={profileTexts.newPhoto} className={styles.preview} />
      ) : (
        <Avatar
          username={username}
          displayName={displayName}
          src={src}
          size="lg"
          label={profileTexts.photo(displayName)}
        />
      )}
      <Inline justify="center" align="stretch">
        {cropped ? (
          <>
            <Button size="sm" isLoading={isSaving} onClick={() => onSave({ blob: cropped.blob })}>
              {profileTexts.savePhoto}
            </Button>
            <Button
              size="sm"
              emphasis="ghost"
              tone="default"
              disabled={isSaving}
              onClick={() => setCropped(undefined)}
            >
              {commonTexts.cancel}
            </Button>
          </>
        ) : (
          <Button size="sm" emphasis="soft" tone="default" onClick={() => setEditing(true)}>
            <Icon name="image" />
            {profileTexts.changePhoto}
          </Button>
        )}
      </Inline>
      {errorText ? (
        <p role="alert" className={styles.error}>
          {errorText}
        </p>
      ) : null}
      <ImageEditorModal
        open={isEditing}
        onOpenChange={setEditing}
        onApply={setCropped}
        {...(initialSource !== undefined ? { initialSource } : {})}
      />
    </Stack>
  );
}
