import { Button } from '../../../primitives/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { mapTexts } from '../map.texts.ts';

/** The drawing actions the toolbar offers; the drawing itself knows how to apply them. */
type DrawingToolbarAction = 'toggleDrawing' | 'undo' | 'clear';

/** Props of DrawingToolbar. */
export type DrawingToolbarProps = {
  isDrawing: boolean;
  /** Undo and clear are off while nothing is drawn. */
  hasPoints: boolean;
  onAction: (action: { type: DrawingToolbarAction }) => void;
};

/**
 * The area drawing's toolbar, the same on the canvas and on the real map: Começar / Parar de
 * desenhar, Desfazer and Limpar.
 */
export function DrawingToolbar({ isDrawing, hasPoints, onAction }: DrawingToolbarProps) {
  return (
    <Inline>
      {/* A pressed toggle, not an alarm: soft while drawing (aria-pressed says so), not danger red. */}
      <Button
        emphasis={isDrawing ? 'soft' : 'solid'}
        aria-pressed={isDrawing}
        onClick={() => onAction({ type: 'toggleDrawing' })}
      >
        <Icon name="edit" />
        {isDrawing ? mapTexts.stopDrawing : mapTexts.startDrawing}
      </Button>
      <Button
        emphasis="outline"
        tone="default"
        disabled={!hasPoints}
        onClick={() => onAction({ type: 'undo' })}
      >
        <Icon name="undo" />
        {mapTexts.undo}
      </Button>
      <Button
        emphasis="outline"
        tone="default"
        disabled={!hasPoints}
        onClick={() => onAction({ type: 'clear' })}
      >
        <Icon name="trash" />
        {mapTexts.clear}
      </Button>
    </Inline>
  );
}
