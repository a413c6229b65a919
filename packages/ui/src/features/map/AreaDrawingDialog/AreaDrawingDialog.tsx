import type { ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Dialog } from '../../../primitives/Dialog/Dialog.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { mapTexts, mapViewTexts } from '../map.texts.ts';
import * as styles from './AreaDrawingDialog.css.ts';

/** Props of AreaDrawingDialog: open or not, where to draw, and the drawing piece for that mode. */
export type AreaDrawingDialogProps = {
  open: boolean;
  /** On the spec's grid (DrawAreaCanvas) or on the real map (AreaOutlineDrawer). */
  mode: 'grid' | 'map';
  onModeChange?: (change: { mode: 'grid' | 'map' }) => void;
  onClose?: () => void;
  /** The DrawAreaCanvas or AreaOutlineDrawer of the mode, with its own close button. */
  children: ReactNode;
};

/** The "Draw Your Area" dialog (spec: Screens and routes): the drawing, and the choice of the grid or the real map. */
export function AreaDrawingDialog({ open, mode, onModeChange, onClose, children }: AreaDrawingDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose?.())}>
      <Dialog.Content width="880px" hasCloseButton={false} aria-describedby={undefined}>
        <VisuallyHidden asChild>
          <Dialog.Title>{mapTexts.title}</Dialog.Title>
        </VisuallyHidden>
        <Inline gap="xs" wrap={false} asChild>
          <fieldset className={styles.modes}>
            <legend className={styles.legend}>{mapViewTexts.drawingMode}</legend>
            {(['grid', 'map'] as const).map((option) => (
              <Button
                key={option}
                size="sm"
                emphasis={mode === option ? 'soft' : 'ghost'}
                aria-pressed={mode === option}
                onClick={() => onModeChange?.({ mode: option })}
              >
                {option === 'grid' ? mapViewTexts.drawOnGrid : mapViewTexts.drawOnMap}
              </Button>
            ))}
          </fieldset>
        </Inline>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
