import * as styles from '../DrawAreaCanvas/DrawAreaCanvas.css.ts';
import { mapTexts } from '../map.texts.ts';

/** Props of DrawingPointList: each drawn point already as text, in drawing order. */
export type DrawingPointListProps = { pointLabels: readonly string[] };

/** The drawn points as text ("Pontos"), so the outline can be read without seeing the map or canvas. */
export function DrawingPointList({ pointLabels }: DrawingPointListProps) {
  return (
    <div className={styles.details}>
      <strong>{mapTexts.pointsList}</strong>
      {pointLabels.length === 0 ? (
        <p className={styles.hint}>{mapTexts.noPoints}</p>
      ) : (
        <ol className={styles.points} aria-label={mapTexts.pointsList}>
          {pointLabels.map((label, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a point is its position in the drawing order.
            <li key={index}>{label}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
