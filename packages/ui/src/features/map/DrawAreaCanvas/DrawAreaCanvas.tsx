import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { AreaDrawingAction, AreaDrawingState, AreaPolygon, CanvasPoint } from '@vizinhos/domain';
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { vars } from '../../../theme/contract.css.ts';
import { cx } from '../../../utils/cx.ts';
import { DrawingPointList } from '../DrawingControls/DrawingPointList.tsx';
import { DrawingToolbar } from '../DrawingControls/DrawingToolbar.tsx';
import { mapTexts } from '../map.texts.ts';
import type { CanvasGeometry } from './canvasGeometry.ts';
import * as styles from './DrawAreaCanvas.css.ts';
import { type CanvasColors, drawCanvas } from './drawCanvas.ts';
import { cursorStep, moveCursor } from './moveCursor.ts';
import { useThemeRedraw } from './useThemeRedraw.ts';

/** Props of DrawAreaCanvas: a controlled piece, the caller holds the drawing and computes its labels. */
export type DrawAreaCanvasProps = Omit<ComponentPropsWithRef<'section'>, 'onSubmit'> & {
  /** Whether clicks draw, and the points so far (canvas pixels); the caller applies every action. */
  drawing: AreaDrawingState;
  /** The canvas size and grid (the domain's DRAWING_CANVAS): points are in its pixels. */
  geometry: CanvasGeometry;
  /** The status line (the domain's formatPolygonStatus). */
  statusLabel: string;
  /** The save button's label (the domain's formatSaveAreaLabel). */
  saveLabel: string;
  /** The normalised polygon to save (the domain's buildAreaPolygon); undefined while it is too small. */
  area: AreaPolygon | undefined;
  /** The save call is on its way. */
  isSaving?: boolean;
  /** What the user did: toggle drawing, click (or Enter on the keyboard cursor), undo, clear. */
  onAction?: (change: { action: AreaDrawingAction }) => void;
  /** The `area` above, when Save is pressed. */
  onSave?: (area: AreaPolygon) => void;
  onClose?: () => void;
};

function readColor(element: Element, cssVar: string): string {
  // `vars.x` reads "var(--vz-x)"; the canvas needs the resolved colour.
  return getComputedStyle(element).getPropertyValue(cssVar.slice(4, -1)).trim() || '#888';
}

/**
 * "Draw Your Area" (spec: Screens and routes): an 800 × 600 canvas with a grid; while drawing, clicks add numbered
 * points. The canvas alone is not accessible, so arrow keys move a cursor and Enter or Space place a
 * point there, and every point is also listed as text.
 */
export function DrawAreaCanvas({
  drawing,
  geometry,
  statusLabel,
  saveLabel,
  area,
  isSaving = false,
  onAction,
  onSave,
  onClose,
  className,
  ...rest
}: DrawAreaCanvasProps) {
  const [cursor, setCursor] = useState<CanvasPoint | undefined>(undefined);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const titleId = useId();
  const hintId = useId();
  const statusId = useId();
  const isValid = area !== undefined;
  const themeTick = useThemeRedraw();
  const dispatch = (action: AreaDrawingAction) => onAction?.({ action });

  // biome-ignore lint/correctness/useExhaustiveDependencies: themeTick repaints with the new theme's colours.
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const colors: CanvasColors = {
      land: readColor(canvas, vars.color.canvasLand),
      water: readColor(canvas, vars.color.canvasWater),
      park: readColor(canvas, vars.color.canvasPark),
      street: readColor(canvas, vars.color.canvasStreet),
      grid: readColor(canvas, vars.color.canvasGrid),
      line: readColor(canvas, vars.color.canvasLine),
      fill: readColor(canvas, vars.color.canvasFill),
      // The points take the outline's colour, which keeps 3:1 on the map in both themes (contrastPairs.ts).
      point: readColor(canvas, vars.color.canvasLine),
      label: readColor(canvas, vars.color.text.inverse),
      cursor: readColor(canvas, vars.color.text.default),
    };
    drawCanvas(context, geometry, drawing.points, drawing.isDrawing ? cursor : undefined, colors);
  }, [geometry, drawing, cursor, themeTick]);

  const addPointFromClick = (event: MouseEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const x = Math.round(((event.clientX - rect.left) * geometry.width) / rect.width);
    const y = Math.round(((event.clientY - rect.top) * geometry.height) / rect.height);
    dispatch({ type: 'click', point: { x, y } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!drawing.isDrawing) return;
    const current = cursor ?? { x: geometry.width / 2, y: geometry.height / 2 };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setCursor(current);
      dispatch({ type: 'click', point: current });
      return;
    }
    const next = moveCursor(current, event.key, cursorStep(geometry, event.shiftKey), geometry);
    if (next) {
      event.preventDefault();
      setCursor(next);
    }
  };

  const save = () => {
    if (area) onSave?.(area);
  };

  return (
    <Stack gap="md" asChild>
      <section aria-labelledby={titleId} {...rest} className={cx(styles.root, className)}>
        <Inline justify="between" wrap={false}>
          <h2 id={titleId} className={styles.title}>
            {mapTexts.title}
          </h2>
          <IconButton icon="close" aria-label={commonTexts.close} onClick={onClose} />
        </Inline>
        <DrawingToolbar
          isDrawing={drawing.isDrawing}
          hasPoints={drawing.points.length > 0}
          onAction={dispatch}
        />
        {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a keyboard drawing surface is what the application role is for; the points are also listed as text below. */}
        <canvas
          ref={canvasRef}
          width={geometry.width}
          height={geometry.height}
          className={styles.canvas}
          style={assignInlineVars({ [styles.aspectRatioVar]: `${geometry.width} / ${geometry.height}` })}
          data-drawing={drawing.isDrawing}
          tabIndex={0}
          role="application"
          aria-roledescription="canvas"
          aria-label={mapTexts.canvasLabel}
          aria-describedby={`${hintId} ${statusId}`}
          onClick={addPointFromClick}
          onKeyDown={onKeyDown}
        />
        <p id={hintId} className={styles.hint}>
          {mapTexts.keyboardHint}
          {drawing.isDrawing && cursor ? ` ${mapTexts.cursor}: x ${cursor.x}, y ${cursor.y}.` : ''}
        </p>
        <p id={statusId} className={styles.status} data-valid={isValid} role="status">
          {statusLabel}
        </p>
        <DrawingPointList pointLabels={drawing.points.map((point) => `x ${point.x}, y ${point.y}`)} />
        <Inline justify="end" align="stretch">
          <Button disabled={!isValid} isLoading={isSaving} onClick={save}>
            {saveLabel}
          </Button>
        </Inline>
      </section>
    </Stack>
  );
}
