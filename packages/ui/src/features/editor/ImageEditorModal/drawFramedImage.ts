import { FRAME_HEIGHT, FRAME_WIDTH, type ImagePlacement } from './imageFrame.ts';

// The dimmed border around the frame, as a crop editor shows what stays outside.
const BORDER_SHADE = 'rgba(0, 0, 0, 0.5)';

/** Paints the image in its place, with a `border` px dimmed border around the 500 x 300 frame. */
export function drawFramedImage(
  canvas: HTMLCanvasElement,
  image: CanvasImageSource,
  placement: ImagePlacement,
  border: number,
): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const width = FRAME_WIDTH + 2 * border;
  const height = FRAME_HEIGHT + 2 * border;
  context.clearRect(0, 0, width, height);
  context.drawImage(image, border + placement.x, border + placement.y, placement.width, placement.height);
  if (border === 0) return;
  context.fillStyle = BORDER_SHADE;
  context.fillRect(0, 0, width, border);
  context.fillRect(0, height - border, width, border);
  context.fillRect(0, border, border, FRAME_HEIGHT);
  context.fillRect(width - border, border, border, FRAME_HEIGHT);
}

/**
 * The framed image as the PNG the post sends (spec: Validation rules: PNG at quality 0.9). Drawing
 * it again re-encodes the pixels only: the photo's metadata (EXIF, its location) stays behind.
 */
export function exportFramedImage(image: CanvasImageSource, placement: ImagePlacement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = FRAME_WIDTH;
  canvas.height = FRAME_HEIGHT;
  drawFramedImage(canvas, image, placement, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png', 0.9));
}
