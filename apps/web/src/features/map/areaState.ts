import {
  type AreaDrawingAction,
  type AreaDrawingState,
  type AreaPolygon,
  areaDrawingTexts,
  initialAreaDrawing,
  type LatLng,
  reduceAreaDrawing,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { showToastAtom } from '../../store/toast.ts';

/** The area's boundary as drawn on the real map (beyond the spec), shown on the map view and the security card. */
const outlineBaseAtom = atom<LatLng[] | undefined>(undefined);
/** The "Draw Your Area" dialog: open or not, the mode, each mode's drawing, saving. */
export type AreaDrawingDialogState = {
  open: boolean;
  mode: 'grid' | 'map';
  grid: AreaDrawingState;
  map: AreaDrawingState<LatLng>;
  isSaving: boolean;
};
const closedDialog: AreaDrawingDialogState = {
  open: false,
  mode: 'grid',
  grid: initialAreaDrawing,
  map: { isDrawing: false, points: [] },
  isSaving: false,
};
const dialogBaseAtom = atom<AreaDrawingDialogState>(closedDialog);

export const areaOutlineAtom = atom((get) => get(outlineBaseAtom));
export const areaDrawingDialogAtom = atom((get) => get(dialogBaseAtom));

/** GET users/me/area_polygon: the outline, kept as it was when the call fails (the map shows without it). */
export const loadAreaOutlineAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).areaBoundary();
  if (answer.ok) set(outlineBaseAtom, answer.value.outline ?? undefined);
});

/** "Desenhar área" opens the dialog; closing it drops the unsaved drawing. */
export const openAreaDrawingAtom = atom(null, (_get, set, open: boolean) =>
  set(dialogBaseAtom, open ? { ...closedDialog, open: true } : closedDialog),
);
export const setAreaDrawingModeAtom = atom(null, (get, set, mode: 'grid' | 'map') =>
  set(dialogBaseAtom, { ...get(dialogBaseAtom), mode }),
);
export const drawGridAtom = atom(null, (get, set, action: AreaDrawingAction) => {
  const dialog = get(dialogBaseAtom);
  set(dialogBaseAtom, { ...dialog, grid: reduceAreaDrawing(dialog.grid, action) });
});
export const drawOutlineAtom = atom(null, (get, set, action: AreaDrawingAction<LatLng>) => {
  const dialog = get(dialogBaseAtom);
  set(dialogBaseAtom, { ...dialog, map: reduceAreaDrawing(dialog.map, action) });
});

/**
 * Save (spec: Calls POST users/me/area_polygon, Error catalogue): "Limite da área salvo com sucesso!"
 * closes the dialog; a refusal shows the server's reason or "Falha ao salvar o limite da área", a
 * network failure "Erro ao salvar o limite da área"; the drawing stays for another try.
 */
export const saveAreaBoundaryAtom = atom(
  null,
  async (get, set, boundary: { polygon: AreaPolygon['polygon'] } | { outline: LatLng[] }) => {
    set(dialogBaseAtom, { ...get(dialogBaseAtom), isSaving: true });
    const client = get(apiClientAtom);
    const answer =
      'outline' in boundary
        ? await client.saveAreaOutline(boundary.outline)
        : await client.saveAreaPolygon(boundary.polygon);
    if (answer.ok) {
      if ('outline' in boundary) set(outlineBaseAtom, boundary.outline);
      set(dialogBaseAtom, closedDialog);
      set(showToastAtom, { text: areaDrawingTexts.saved, tone: 'success' });
      return;
    }
    set(dialogBaseAtom, { ...get(dialogBaseAtom), isSaving: false });
    // The api words the failure (spec: Error catalogue): the server's reason, or the spec's alert.
    set(showToastAtom, { text: answer.error, tone: 'danger' });
  },
);
