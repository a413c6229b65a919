/** A point of a plane drawing: canvas units, or longitude and latitude read as x and y. */
type PlanePoint = { x: number; y: number };

/** Which side of the line a→b the point c lies on: 1, -1, or 0 on the line. */
function side(a: PlanePoint, b: PlanePoint, c: PlanePoint): number {
  return Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
}

function withinBox(a: PlanePoint, b: PlanePoint, c: PlanePoint): boolean {
  return (
    Math.min(a.x, b.x) <= c.x &&
    c.x <= Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) <= c.y &&
    c.y <= Math.max(a.y, b.y)
  );
}

/** Whether segments p1–p2 and q1–q2 cross or touch. */
function segmentsMeet(p1: PlanePoint, p2: PlanePoint, q1: PlanePoint, q2: PlanePoint): boolean {
  const d1 = side(q1, q2, p1);
  const d2 = side(q1, q2, p2);
  const d3 = side(p1, p2, q1);
  const d4 = side(p1, p2, q2);
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  // A corner of one lying on the other.
  const touches: [number, PlanePoint, PlanePoint, PlanePoint][] = [
    [d1, q1, q2, p1],
    [d2, q1, q2, p2],
    [d3, p1, p2, q1],
    [d4, p1, p2, q2],
  ];
  return touches.some(([d, a, b, c]) => d === 0 && withinBox(a, b, c));
}

/**
 * Whether the closed outline through the points (the last joined back to the first) crosses or
 * touches itself: two edges that are not neighbours meet. Such an outline has no single inside, so
 * an area boundary refuses it. Neighbouring edges share their corner and are not compared.
 */
export function isPolygonSelfCrossing(points: readonly PlanePoint[]): boolean {
  const count = points.length;
  if (count < 4) return false;
  const at = (index: number) => points[index % count] as PlanePoint;
  for (let i = 0; i < count; i += 1) {
    for (let j = i + 2; j < count; j += 1) {
      // The first and last edges share the first point.
      if (i === 0 && j === count - 1) continue;
      if (segmentsMeet(at(i), at(i + 1), at(j), at(j + 1))) return true;
    }
  }
  return false;
}
