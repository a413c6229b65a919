import {
  DRAWING_CANVAS,
  describeAreaDrawing,
  describeAreaOutline,
  formatCoordinates,
  type LatLng,
  MAP_ZOOM,
} from '@vizinhos/domain';
import { AreaDrawingDialog, AreaOutlineDrawer, DrawAreaCanvas } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  areaDrawingDialogAtom,
  drawGridAtom,
  drawOutlineAtom,
  openAreaDrawingAtom,
  saveAreaBoundaryAtom,
  setAreaDrawingModeAtom,
} from './areaState.ts';
import { useMapSource } from './useMapSource.ts';

/** "Draw Your Area" (spec: Screens and routes): the spec's grid, or the real map (beyond it); the save's alerts are the app's toast. */
export function AreaDrawingPanel({ center }: { center: LatLng }) {
  const dialog = useAtomValue(areaDrawingDialogAtom);
  const open = useSetAtom(openAreaDrawingAtom);
  const setMode = useSetAtom(setAreaDrawingModeAtom);
  const close = () => open(false);
  return (
    <AreaDrawingDialog
      open={dialog.open}
      mode={dialog.mode}
      onModeChange={({ mode }) => setMode(mode)}
      onClose={close}
    >
      {dialog.mode === 'grid' ? (
        <GridDrawing onClose={close} />
      ) : (
        <OutlineDrawing center={center} onClose={close} />
      )}
    </AreaDrawingDialog>
  );
}

function GridDrawing({ onClose }: { onClose: () => void }) {
  const dialog = useAtomValue(areaDrawingDialogAtom);
  const drawGrid = useSetAtom(drawGridAtom);
  const save = useSetAtom(saveAreaBoundaryAtom);
  const view = describeAreaDrawing(dialog.grid.points);
  return (
    <DrawAreaCanvas
      drawing={dialog.grid}
      geometry={DRAWING_CANVAS}
      statusLabel={view.statusLabel}
      saveLabel={view.saveLabel}
      area={view.area}
      isSaving={dialog.isSaving}
      onAction={({ action }) => drawGrid(action)}
      onSave={(area) => void save(area)}
      onClose={onClose}
    />
  );
}

function OutlineDrawing({ center, onClose }: { center: LatLng; onClose: () => void }) {
  const dialog = useAtomValue(areaDrawingDialogAtom);
  const drawOutline = useSetAtom(drawOutlineAtom);
  const save = useSetAtom(saveAreaBoundaryAtom);
  const { source, retry, createFailed } = useMapSource();
  const view = describeAreaOutline(dialog.map.points);
  return (
    <AreaOutlineDrawer
      source={source}
      center={center}
      zoom={MAP_ZOOM}
      drawing={dialog.map}
      pointLabels={dialog.map.points.map(({ lat, lng }) => formatCoordinates(lat, lng))}
      statusLabel={view.statusLabel}
      saveLabel={view.saveLabel}
      outline={view.outline}
      isSaving={dialog.isSaving}
      onAction={({ action }) => drawOutline(action)}
      onSave={({ outline }) => void save({ outline })}
      onRetry={retry}
      onMapCreateFailed={createFailed}
      onClose={onClose}
    />
  );
}
