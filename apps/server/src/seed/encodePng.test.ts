import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../http/sniffImageType.ts';
import { encodePng } from './encodePng.ts';

describe('encodePng', () => {
  it('writes a PNG that a decoder reads back pixel for pixel', async () => {
    const png = encodePng(3, 2, (x, y) => [x * 100, y * 200, 7]);
    expect(sniffImageType(png)).toBe('image/png');
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([3, 2, 3]);
    expect([...data]).toEqual([0, 0, 7, 100, 0, 7, 200, 0, 7, 0, 200, 7, 100, 200, 7, 200, 200, 7]);
  });
});
