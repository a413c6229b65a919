// The image editor's geometry (spec: Validation rules, Business constants and limits): zoom from
// 0.5 to 3 in steps of 0.1, a 500 x 300 frame with a 10 px border around it. Pure, so it is tested
// without a canvas.

/** Least and greatest zoom, and its step (spec: Validation rules). */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.1;
/** The saved image's size and the border drawn around it (spec: Business constants and limits). */
export const FRAME_WIDTH = 500;
export const FRAME_HEIGHT = 300;
export const FRAME_BORDER = 10;
/** How far one arrow key moves the image, in frame pixels. */
export const NUDGE = 10;

/** A zoom on the 0.1 grid, inside 0.5 to 3. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  const stepped = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Number(stepped.toFixed(1))));
}

/** Where the image is drawn inside the frame: its top-left corner and size, in frame pixels. */
export type ImagePlacement = { x: number; y: number; width: number; height: number };

/** The image's offset from the centred position, in frame pixels. */
export type Offset = { x: number; y: number };

type FrameInput = {
  imageWidth: number;
  imageHeight: number;
  zoom: number;
  offset: Offset;
  frameWidth?: number;
  frameHeight?: number;
};

function clampAxis(offset: number, drawn: number, frame: number): number {
  // Larger than the frame: it may move until an edge meets the frame's edge, so the frame stays covered.
  // Smaller (zoomed out): it may move until it touches an edge, so it stays whole inside the frame.
  const limit = Math.abs(drawn - frame) / 2;
  return Math.min(limit, Math.max(-limit, offset));
}

/**
 * Places the image: at zoom 1 it covers the frame (as a cover crop), zoom scales it about the
 * centre, and the offset moves it, kept within what the frame can show.
 */
export function placeImage({
  imageWidth,
  imageHeight,
  zoom,
  offset,
  frameWidth = FRAME_WIDTH,
  frameHeight = FRAME_HEIGHT,
}: FrameInput): { placement: ImagePlacement; offset: Offset } {
  const cover = Math.max(frameWidth / imageWidth, frameHeight / imageHeight);
  const width = imageWidth * cover * clampZoom(zoom);
  const height = imageHeight * cover * clampZoom(zoom);
  const clamped = { x: clampAxis(offset.x, width, frameWidth), y: clampAxis(offset.y, height, frameHeight) };
  return {
    placement: {
      x: (frameWidth - width) / 2 + clamped.x,
      y: (frameHeight - height) / 2 + clamped.y,
      width,
      height,
    },
    offset: clamped,
  };
}
