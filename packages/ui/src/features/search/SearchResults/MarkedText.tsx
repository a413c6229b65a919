import type { MarkedPiece } from '@vizinhos/domain';
import { mark } from './SearchResults.css.ts';

/** A text cut at its matched words (the domain's splitMarked), each match in a `<mark>`; React escapes every piece. */
export function MarkedText({ pieces }: { pieces: readonly MarkedPiece[] }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.isMarked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
          <mark key={index} className={mark}>
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
