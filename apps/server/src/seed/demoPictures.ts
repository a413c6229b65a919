import type { DemoPicture } from './demoPosts.ts';
import { encodePng, type Rgb } from './encodePng.ts';

// The demo posts' pictures, painted pixel by pixel: simple scenes in flat colours, 320 by 200.

const width = 320;
const height = 200;
const sky: Rgb = [135, 196, 235];
const grass: Rgb = [92, 170, 88];

const inCircle = (x: number, y: number, cx: number, cy: number, r: number) =>
  (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

const painters: Record<DemoPicture, (x: number, y: number) => Rgb> = {
  // A square: sky, sun, a tree and a bench on the grass.
  praca: (x, y) => {
    if (inCircle(x, y, 260, 45, 22)) return [250, 204, 21];
    if (inCircle(x, y, 90, 80, 40)) return [34, 120, 60];
    if (x > 84 && x < 96 && y >= 110 && y < 150) return [120, 72, 40];
    if (y > 140 && y < 146 && x > 170 && x < 250) return [150, 90, 50];
    return y < 130 ? sky : grass;
  },
  // A grey cat's head with green eyes on a warm wall.
  gato: (x, y) => {
    if (inCircle(x, y, 135, 95, 9) || inCircle(x, y, 185, 95, 9)) return [74, 222, 128];
    const ear =
      (y > 35 && y < 80 && Math.abs(x - 115) < (y - 35) * 0.6) ||
      (y > 35 && y < 80 && Math.abs(x - 205) < (y - 35) * 0.6);
    if (inCircle(x, y, 160, 115, 65) || ear) return [128, 128, 136];
    return [244, 214, 170];
  },
  // A bicycle: two wheels and a frame on the street.
  bicicleta: (x, y) => {
    const ring = (cx: number) => {
      const d = Math.hypot(x - cx, y - 130);
      return d > 34 && d < 40;
    };
    if (ring(100) || ring(220)) return [30, 30, 30];
    const onLine = (x1: number, y1: number, x2: number, y2: number) => {
      const t = ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / ((x2 - x1) ** 2 + (y2 - y1) ** 2);
      return t >= 0 && t <= 1 && Math.hypot(x - (x1 + t * (x2 - x1)), y - (y1 + t * (y2 - y1))) < 3;
    };
    if (
      onLine(100, 130, 160, 130) ||
      onLine(160, 130, 200, 80) ||
      onLine(100, 130, 140, 80) ||
      onLine(140, 80, 200, 80) ||
      onLine(200, 80, 220, 130)
    )
      return [220, 38, 38];
    return y > 170 ? [90, 90, 96] : [226, 232, 240];
  },
  // A fair: striped awnings over stalls.
  feira: (x, y) => {
    if (y > 50 && y < 90) return Math.floor(x / 20) % 2 ? [239, 68, 68] : [255, 255, 255];
    if (y >= 90 && y < 150 && x % 80 < 70) return [217, 165, 100];
    return y < 50 ? sky : [200, 200, 200];
  },
};

/** The PNG bytes of a demo picture. */
export function paintDemoPicture(picture: DemoPicture): Buffer {
  return encodePng(width, height, painters[picture]);
}
