import {
  type AreaPolygon,
  buildAreaPolygon,
  type CanvasPoint,
  DRAWING_CANVAS,
  formatPolygonStatus,
  formatSaveAreaLabel,
  initialAreaDrawing,
  isPolygonValid,
  reduceAreaDrawing,
} from '@vizinhos/domain';
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { vars } from '../../../theme/contract.css.ts';
import { cx } from '../../../utils/cx.ts';
import { mapTexts } from '../map.texts.ts';
import * as styles from './DrawAreaCanvas.css.ts';
import { type CanvasColors, drawCanvas } from './drawCanvas.ts';
import { cursorStep, moveCursor } from './moveCursor.ts';
import { useThemeRedraw } from './useThemeRedraw.ts';

/** Props of DrawAreaCanvas. */
export type DrawAreaCanvasProps = Omit<ComponentPropsWithRef<'section'>, 'onSubmit'> & {
  /** Points already drawn (canvas pixels), e.g. to reopen a drawing. */
  initialPoints?: readonly CanvasPoint[];
  /** Open with drawing already switched on. */
  initialDrawing?: boolean;
  /** The save call is on its way. */
  isSaving?: boolean;
  /** The normalised polygon (every x and y in 0..1, doc 1 §3), from 3 points on. */
  onSave?: (area: AreaPolygon) => void;
  onClose?: () => void;
};

function readColor(element: Element, cssVar: string): string {
  // `vars.x` reads "var(--vz-x)"; the canvas needs the resolved colour.
  return getComputedStyle(element).getPropertyValue(cssVar.slice(4, -1)).trim() || '#888';
}

/**
 * "Draw Your Area" (doc 1 §2): an 800 × 600 canvas with a grid; while drawing, clicks add numbered
 * points. The canvas alone is not accessible, so arrow keys move a cursor and Enter or Space place a
 * point there, and every point is also listed as text.
 */
export function DrawAreaCanvas({
  initialPoints = [],
  initialDrawing = false,
  isSaving = false,
  onSave,
  onClose,
  className,
  ...rest
}: DrawAreaCanvasProps) {
  const [state, dispatch] = useReducer(reduceAreaDrawing, {
    ...initialAreaDrawing,
    isDrawing: initialDrawing,
    points: [...initialPoints],
  });
  const [cursor, setCursor] = useState<CanvasPoint | undefined>(undefined);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const titleId = useId();
  const hintId = useId();
  const statusId = useId();
  const isValid = isPolygonValid(state.points);
  const themeTick = useThemeRedraw();

  // biome-ignore lint/correctness/useExhaustiveDependencies: themeTick repaints with the new theme's colours.
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const colors: CanvasColors = {
      grid: readColor(canvas, vars.color.canvasGrid),
      line: readColor(canvas, vars.color.canvasLine),
      fill: readColor(canvas, vars.color.canvasFill),
      point: readColor(canvas, vars.color.tone.primary.solid),
      label: readColor(canvas, vars.color.tone.primary.onSolid),
      cursor: readColor(canvas, vars.color.tone.danger.solid),
    };
    drawCanvas(context, DRAWING_CANVAS, state.points, state.isDrawing ? cursor : undefined, colors);
  }, [state, cursor, themeTick]);

  const addPointFromClick = (event: MouseEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const x = Math.round(((event.clientX - rect.left) * DRAWING_CANVAS.width) / rect.width);
    const y = Math.round(((event.clientY - rect.top) * DRAWING_CANVAS.height) / rect.height);
    dispatch({ type: 'click', point: { x, y } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!state.isDrawing) return;
    const current = cursor ?? { x: DRAWING_CANVAS.width / 2, y: DRAWING_CANVAS.height / 2 };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setCursor(current);
      dispatch({ type: 'click', point: current });
      return;
    }
    const next = moveCursor(current, event.key, cursorStep(DRAWING_CANVAS, event.shiftKey), DRAWING_CANVAS);
    if (next) {
      event.preventDefault();
      setCursor(next);
    }
  };

  const save = () => {
    const result = buildAreaPolygon(state.points);
    if (result.ok) onSave?.(result.value);
  };

  return (
    <section aria-labelledby={titleId} {...rest} className={cx(styles.root, className)}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {mapTexts.title}
        </h2>
        <IconButton icon="close" aria-label={commonTexts.close} onClick={onClose} />
      </div>
      <div className={styles.toolbar}>
        <Button
          tone={state.isDrawing ? 'danger' : 'primary'}
          aria-pressed={state.isDrawing}
          onClick={() => dispatch({ type: 'toggleDrawing' })}
        >
          <Icon name="edit" />
          {state.isDrawing ? mapTexts.stopDrawing : mapTexts.startDrawing}
        </Button>
        <Button
          emphasis="outline"
          tone="default"
          disabled={state.points.length === 0}
          onClick={() => dispatch({ type: 'undo' })}
        >
          <Icon name="undo" />
          {mapTexts.undo}
        </Button>
        <Button
          emphasis="outline"
          tone="default"
          disabled={state.points.length === 0}
          onClick={() => dispatch({ type: 'clear' })}
        >
          <Icon name="trash" />
          {mapTexts.clear}
        </Button>
      </div>
      {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a keyboard drawing surface is what the application role is for; the points are also listed as text below. */}
      <canvas
        ref={canvasRef}
        width={DRAWING_CANVAS.width}
        height={DRAWING_CANVAS.height}
        className={styles.canvas}
        data-drawing={state.isDrawing}
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
        {state.isDrawing && cursor ? ` ${mapTexts.cursor}: x ${cursor.x}, y ${cursor.y}.` : ''}
      </p>
      <p id={statusId} className={styles.status} data-valid={isValid} role="status">
        {formatPolygonStatus(state.points.length)}
      </p>
      <div className={styles.details}>
        <strong>{mapTexts.pointsList}</strong>
        {state.points.length === 0 ? (
          <p className={styles.hint}>{mapTexts.noPoints}</p>
        ) : (
          <ol className={styles.points} aria-label={mapTexts.pointsList}>
            {state.points.map((point, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a point is its position in the drawing order.
              <li key={index}>{`x ${point.x}, y ${point.y}`}</li>
            ))}
          </ol>
        )}
      </div>
      <div className={styles.footer}>
        <Button tone="success" disabled={!isValid} isLoading={isSaving} onClick={save}>
          {formatSaveAreaLabel(state.points.length)}
        </Button>
      </div>
    </section>
  );
}
