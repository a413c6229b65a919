import { describe, expect, it } from 'vitest';
import { clampZoom, placeImage } from './imageFrame.ts';

describe('clampZoom (spec: Validation rules: zoom 0.5 to 3, step 0.1)', () => {
  it.each([
    [1, 1],
    [0.2, 0.5],
    [0.5, 0.5],
    [3, 3],
    [7, 3],
    [1.04, 1],
    [1.06, 1.1],
    [1.1 + 0.1, 1.2],
    [Number.NaN, 1],
  ])('%s becomes %s', (zoom, expected) => {
    expect(clampZoom(zoom)).toBe(expected);
  });
});

describe('placeImage', () => {
  it('covers the 500 x 300 frame at zoom 1, centred', () => {
    const { placement } = placeImage({
      imageWidth: 1000,
      imageHeight: 1000,
      zoom: 1,
      offset: { x: 0, y: 0 },
    });
    expect(placement).toEqual({ x: 0, y: -100, width: 500, height: 500 });
  });

  it('keeps the frame covered when dragged too far', () => {
    const { placement, offset } = placeImage({
      imageWidth: 1000,
      imageHeight: 1000,
      zoom: 1,
      offset: { x: 80, y: 400 },
    });
    expect(offset).toEqual({ x: 0, y: 100 });
    expect(placement.y).toBe(0);
  });

  it('zoomed out, the image stays whole inside the frame', () => {
    const { placement, offset } = placeImage({
      imageWidth: 600,
      imageHeight: 300,
      zoom: 0.5,
      offset: { x: -500, y: 500 },
    });
    expect(placement.width).toBe(300);
    expect(offset).toEqual({ x: -100, y: 75 });
    expect(placement.x).toBe(0);
    expect(placement.y + placement.height).toBe(300);
  });

  it('zoom 2 doubles the size about the centre', () => {
    const { placement } = placeImage({ imageWidth: 500, imageHeight: 300, zoom: 2, offset: { x: 0, y: 0 } });
    expect(placement).toEqual({ x: -250, y: -150, width: 1000, height: 600 });
  });
});
