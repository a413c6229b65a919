// Story harness: the canvas holds no drawing of its own, so this keeps it in React state as the app
// would, every action applied and every label computed by the domain.
import {
  type CanvasPoint,
  DRAWING_CANVAS,
  describeAreaDrawing,
  initialAreaDrawing,
  reduceAreaDrawing,
} from '@vizinhos/domain';
import { useState } from 'react';
import { DrawAreaCanvas, type DrawAreaCanvasProps } from './DrawAreaCanvas.tsx';

/** Props of DrawAreaCanvasStory: how the drawing opens, and the callbacks. */
export type DrawAreaCanvasStoryProps = Omit<
  DrawAreaCanvasProps,
  'drawing' | 'geometry' | 'statusLabel' | 'saveLabel' | 'area'
> & {
  /** Points already drawn (canvas pixels), e.g. to reopen a drawing. */
  initialPoints?: readonly CanvasPoint[];
  /** Open with drawing already switched on. */
  initialDrawing?: boolean;
};

/** A DrawAreaCanvas whose drawing lives in React state, reduced and labelled by the domain. */
export function DrawAreaCanvasStory({
  initialPoints = [],
  initialDrawing = false,
  onAction,
  ...rest
}: DrawAreaCanvasStoryProps) {
  const [drawing, setDrawing] = useState(() => ({
    ...initialAreaDrawing,
    isDrawing: initialDrawing,
    points: [...initialPoints],
  }));
  // Sides that cross are said so on the status line and not offered for saving (the server refuses them).
  const view = describeAreaDrawing(drawing.points);
  return (
    <DrawAreaCanvas
      drawing={drawing}
      geometry={DRAWING_CANVAS}
      statusLabel={view.statusLabel}
      saveLabel={view.saveLabel}
      area={view.area}
      onAction={(change) => {
        setDrawing((current) => reduceAreaDrawing(current, change.action));
        onAction?.(change);
      }}
      {...rest}
    />
  );
}
