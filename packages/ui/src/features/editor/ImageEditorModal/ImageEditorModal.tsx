import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { imageEditorTexts as texts } from '../editor.texts.ts';
import { drawFramedImage, exportFramedImage } from './drawFramedImage.ts';
import * as styles from './ImageEditorModal.css.ts';
import {
  FRAME_BORDER,
  FRAME_HEIGHT,
  FRAME_WIDTH,
  placeImage,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
} from './imageFrame.ts';
import { useImageFraming } from './useImageFraming.ts';

/** Props of ImageEditorModal. */
export type ImageEditorModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The framed image, a 500 x 300 PNG, and an object URL of it for the preview. */
  onApply: (image: { blob: Blob; url: string }) => void;
  /** A picture to start from (stories; reopening keeps the last one chosen). */
  initialSource?: string;
  initialZoom?: number;
};

/**
 * The image upload and edit modal (spec: Validation rules, Business constants and limits): image/*
 * files only, zoom 0.5 to 3 in steps of 0.1 by slider, buttons, wheel and keys, drag (or arrows) to
 * frame, a 500 x 300 canvas with a 10 px border, saved as PNG. The browser draws a phone photo
 * upright by its EXIF orientation, and the re-encoded PNG carries no metadata (no location).
 */
export function ImageEditorModal({
  open,
  onOpenChange,
  onApply,
  initialSource,
  initialZoom = 1,
}: ImageEditorModalProps) {
  const descriptionId = useId();
  const errorId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState(initialSource);
  const [image, setImage] = useState<HTMLImageElement | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    if (source === undefined) return;
    let isCurrent = true;
    const next = new Image();
    next.onload = () => isCurrent && setImage(next);
    next.onerror = () => isCurrent && setError(texts.loadFailed);
    next.src = source;
    return () => {
      isCurrent = false;
    };
  }, [source]);

  const { zoom, offset, isDragging, changeZoom, restart, handlers } = useImageFraming(
    image,
    canvasRef,
    initialZoom,
  );
  const frame = image
    ? placeImage({ imageWidth: image.naturalWidth, imageHeight: image.naturalHeight, zoom, offset })
    : undefined;

  useEffect(() => {
    if (canvasRef.current && image && frame)
      drawFramedImage(canvasRef.current, image, frame.placement, FRAME_BORDER);
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // spec: Validation rules: only files whose type starts with image/; the size is not enforced.
    if (!file.type.startsWith('image/')) {
      setError(texts.fileRefused);
      return;
    }
    setError(undefined);
    setImage(undefined);
    restart();
    setSource(URL.createObjectURL(file));
  };

  const apply = async () => {
    if (!image || !frame) return;
    setSaving(true);
    const blob = await exportFramedImage(image, frame.placement);
    setSaving(false);
    if (!blob) {
      setError(texts.loadFailed);
      return;
    }
    onApply({ blob, url: URL.createObjectURL(blob) });
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content width="36rem" aria-describedby={descriptionId}>
        <Dialog.Title>{texts.modalTitle}</Dialog.Title>
        <Dialog.Description id={descriptionId}>{texts.modalDescription}</Dialog.Description>
        <Stack gap="md">
          <input ref={fileRef} type="file" accept="image/*" className={styles.fileInput} onChange={onFile} />
          {image ? (
            <canvas
              ref={canvasRef}
              width={FRAME_WIDTH + 2 * FRAME_BORDER}
              height={FRAME_HEIGHT + 2 * FRAME_BORDER}
              role="img"
              aria-label={texts.canvas}
              aria-describedby={descriptionId}
              tabIndex={0}
              data-dragging={isDragging}
              className={styles.canvas}
              {...handlers}
            />
          ) : (
            <Stack align="center" justify="center" className={styles.empty}>
              <Icon name="image" size={32} />
              <span>{texts.empty}</span>
            </Stack>
          )}
          <Inline wrap={false}>
            <Button
              size="sm"
              emphasis="outline"
              tone="default"
              aria-label={texts.zoomOut}
              disabled={!image || zoom <= ZOOM_MIN}
              onClick={() => changeZoom(zoom - ZOOM_STEP)}
            >
              −
            </Button>
            <input
              type="range"
              min={ZOOM_MIN}
              max={ZOOM_MAX}
              step={ZOOM_STEP}
              value={zoom}
              aria-label={texts.zoom}
              aria-valuetext={texts.zoomValue(zoom)}
              disabled={!image}
              className={styles.slider}
              onChange={(event) => changeZoom(Number(event.target.value))}
            />
            <Button
              size="sm"
              emphasis="outline"
              tone="default"
              aria-label={texts.zoomIn}
              disabled={!image || zoom >= ZOOM_MAX}
              onClick={() => changeZoom(zoom + ZOOM_STEP)}
            >
              +
            </Button>
            <output className={styles.zoomValue} aria-hidden="true">
              {texts.zoomValue(zoom)}
            </output>
          </Inline>
          {error ? (
            <p id={errorId} role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <Inline justify="between" align="stretch">
            <div>
              <Button
                emphasis="outline"
                onClick={() => fileRef.current?.click()}
                aria-describedby={`${descriptionId}-hint`}
              >
                <Icon name="image" />
                <span>{image ? texts.changeImage : texts.chooseFile}</span>
              </Button>
              <div id={`${descriptionId}-hint`} className={styles.hint}>
                {texts.fileHint}
              </div>
            </div>
            <div>
              <Dialog.Close asChild>
                <Button emphasis="ghost" tone="default">
                  {commonTexts.cancel}
                </Button>
              </Dialog.Close>
              <Button disabled={!image} isLoading={isSaving} onClick={() => void apply()}>
                {texts.apply}
              </Button>
            </div>
          </Inline>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
