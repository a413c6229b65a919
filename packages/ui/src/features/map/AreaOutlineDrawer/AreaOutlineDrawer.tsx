import type { AreaDrawingAction, AreaDrawingState, LatLng } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useId } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import * as canvasStyles from '../DrawAreaCanvas/DrawAreaCanvas.css.ts';
import { DrawingPointList } from '../DrawingControls/DrawingPointList.tsx';
import { DrawingToolbar } from '../DrawingControls/DrawingToolbar.tsx';
import type { MapMarker } from '../MapFrame/MapFrame.tsx';
import { type MapSource, MapStage } from '../MapStage/MapStage.tsx';
import { mapTexts, mapViewTexts } from '../map.texts.ts';
import * as styles from './AreaOutlineDrawer.css.ts';

/** Props of AreaOutlineDrawer: controlled like DrawAreaCanvas, with points in latitude and longitude. */
export type AreaOutlineDrawerProps = Omit<ComponentPropsWithRef<'section'>, 'onSubmit'> & {
  source: MapSource;
  center: LatLng;
  zoom: number;
  drawing: AreaDrawingState<LatLng>;
  /** Each point as text (the domain's formatCoordinates). */
  pointLabels: readonly string[];
  /** The status line and the save label (the domain's describeAreaOutline). */
  statusLabel: string;
  saveLabel: string;
  /** The outline to save; undefined while it would be refused. */
  outline: LatLng[] | undefined;
  isSaving?: boolean;
  onAction?: (change: { action: AreaDrawingAction<LatLng> }) => void;
  onSave?: (change: { outline: LatLng[] }) => void;
  onRetry?: () => void;
  onClose?: () => void;
  /** Leaflet could not build the map (spec: Error catalogue: "Erro ao criar o mapa"). */
  onMapCreateFailed?: () => void;
};

/**
 * Drawing the area's boundary on the real map (beyond the spec's canvas): the canvas's toggle, undo,
 * clear and save; while drawing, a click or Enter on the focused map (its middle) adds a point.
 */
export function AreaOutlineDrawer({
  source,
  center,
  zoom,
  drawing,
  pointLabels,
  statusLabel,
  saveLabel,
  outline,
  isSaving = false,
  onAction,
  onSave,
  onRetry,
  onMapCreateFailed,
  onClose,
  className,
  ...rest
}: AreaOutlineDrawerProps) {
  const titleId = useId();
  const dispatch = (action: AreaDrawingAction<LatLng>) => onAction?.({ action });
  const vertices: MapMarker[] = drawing.points.map((position, index) => ({
    id: `vertex-${index}`,
    position,
    label: `${index + 1}: ${pointLabels[index] ?? ''}`,
    kind: 'vertex',
  }));
  return (
    <Stack gap="md" asChild>
      <section aria-labelledby={titleId} {...rest} className={cx(canvasStyles.root, className)}>
        <Inline justify="between" wrap={false}>
          <h2 id={titleId} className={canvasStyles.title}>
            {mapTexts.title}
          </h2>
          <IconButton icon="close" aria-label={commonTexts.close} onClick={onClose} />
        </Inline>
        <DrawingToolbar
          isDrawing={drawing.isDrawing}
          hasPoints={drawing.points.length > 0}
          onAction={dispatch}
        />
        <MapStage
          className={styles.map}
          source={source}
          label={mapViewTexts.outlineMap}
          center={center}
          zoom={zoom}
          markers={vertices}
          outline={drawing.points}
          onPick={
            drawing.isDrawing ? ({ position }) => dispatch({ type: 'click', point: position }) : undefined
          }
          onRetry={onRetry}
          onCreateFailed={onMapCreateFailed}
        />
        <p className={canvasStyles.hint}>{mapViewTexts.outlineHint}</p>
        <p className={canvasStyles.status} data-valid={outline !== undefined} role="status">
          {statusLabel}
        </p>
        <DrawingPointList pointLabels={pointLabels} />
        <Inline justify="end" align="stretch">
          <Button disabled={!outline} isLoading={isSaving} onClick={() => outline && onSave?.({ outline })}>
            {saveLabel}
          </Button>
        </Inline>
      </section>
    </Stack>
  );
}
