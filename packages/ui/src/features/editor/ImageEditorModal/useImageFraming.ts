import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useRef,
  useState,
  type WheelEvent,
} from 'react';
import { clampZoom, NUDGE, type Offset, placeImage, ZOOM_STEP } from './imageFrame.ts';

/**
 * The image editor's framing controls: zoom (wheel, + and -) and the offset (drag, arrows), kept
 * within what the frame can show (imageFrame.ts). Returns the state and the canvas's handlers.
 */
export function useImageFraming(
  image: HTMLImageElement | undefined,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  initialZoom: number,
) {
  const drag = useRef<{ x: number; y: number; offset: Offset } | undefined>(undefined);
  const [zoom, setZoom] = useState(clampZoom(initialZoom));
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [isDragging, setDragging] = useState(false);

  const changeZoom = (next: number) => setZoom(clampZoom(next));
  const move = (next: Offset) => {
    if (!image) return;
    setOffset(
      placeImage({ imageWidth: image.naturalWidth, imageHeight: image.naturalHeight, zoom, offset: next })
        .offset,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, Offset> = {
      ArrowLeft: { x: offset.x - NUDGE, y: offset.y },
      ArrowRight: { x: offset.x + NUDGE, y: offset.y },
      ArrowUp: { x: offset.x, y: offset.y - NUDGE },
      ArrowDown: { x: offset.x, y: offset.y + NUDGE },
    };
    const target = moves[event.key];
    if (target) move(target);
    else if (event.key === '+' || event.key === '=') changeZoom(zoom + ZOOM_STEP);
    else if (event.key === '-') changeZoom(zoom - ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  // The canvas is drawn at 520 x 320 and shown scaled to its box: pointer moves are scaled back.
  const scale = () => (canvasRef.current ? canvasRef.current.width / canvasRef.current.clientWidth : 1);
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    // Captured so that a drag keeps going outside the canvas; a synthetic pointer cannot be captured.
    if (event.isPrimary) {
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {}
    }
    drag.current = { x: event.clientX, y: event.clientY, offset };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start) return;
    const factor = scale();
    move({
      x: start.offset.x + (event.clientX - start.x) * factor,
      y: start.offset.y + (event.clientY - start.y) * factor,
    });
  };
  const onPointerUp = () => {
    drag.current = undefined;
    setDragging(false);
  };
  const onWheel = (event: WheelEvent<HTMLCanvasElement>) =>
    changeZoom(zoom + (event.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP));

  return {
    zoom,
    offset,
    isDragging,
    changeZoom,
    /** A new picture starts at zoom 1, centred. */
    restart: () => {
      setZoom(1);
      setOffset({ x: 0, y: 0 });
    },
    handlers: {
      onKeyDown,
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onWheel,
    },
  };
}
