import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildAreaPolygon,
  DRAWING_CANVAS,
  formatPolygonStatus,
  formatSaveAreaLabel,
  isPolygonValid,
  normalizeCanvasPoint,
} from './areaPolygon.ts';

describe('area polygon', () => {
  it('spec: Business constants and limits: the canvas is 800 × 600 with a grid every 50', () => {
    expect(DRAWING_CANVAS).toEqual({ width: 800, height: 600, gridStep: 50 });
  });

  it.each([
    ['spec: Entities and their fields: the centre', { x: 400, y: 300 }, { x: 0.5, y: 0.5 }],
    ['spec: Entities and their fields: the far corner', { x: 800, y: 600 }, { x: 1, y: 1 }],
    ['spec: Entities and their fields: outside is clamped', { x: -10, y: 900 }, { x: 0, y: 1 }],
    ['spec: Entities and their fields: not-a-number becomes 0', { x: Number.NaN, y: 60 }, { x: 0, y: 0.1 }],
  ])('%s', (_name, point, normalised) => {
    expect(normalizeCanvasPoint(point)).toEqual(normalised);
  });

  it.each([
    [
      'spec: Validation rules: 2 points',
      2,
      false,
      'Salvar área (2 pontos)',
      '2 pontos - São necessários pelo menos 3 pontos',
    ],
    ['spec: Validation rules: 3 points', 3, true, 'Salvar área (3 pontos)', '3 pontos - Válido'],
  ])('%s', (_name, count, valid, label, status) => {
    const points = Array.from({ length: count }, (_, n) => ({ x: n * 100, y: n * 50 }));
    expect(isPolygonValid(points)).toBe(valid);
    expect(formatSaveAreaLabel(count)).toBe(label);
    expect(formatPolygonStatus(count)).toBe(status);
    expect(buildAreaPolygon(points).ok).toBe(valid);
  });

  it('spec: Validation rules: too few points gives the alert text', () => {
    expect(buildAreaPolygon([])).toEqual({
      ok: false,
      reason: 'Desenhe pelo menos 3 pontos para criar uma área.',
    });
  });

  it('invariant: every saved point lies in 0..1', () => {
    const point = fc.record({ x: fc.double({ noNaN: false }), y: fc.double() });
    fc.assert(
      fc.property(fc.array(point, { minLength: 3 }), (points) => {
        const result = buildAreaPolygon(points);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value.polygon).toHaveLength(points.length);
        for (const { x, y } of result.value.polygon) {
          expect(x >= 0 && x <= 1 && y >= 0 && y <= 1).toBe(true);
        }
      }),
    );
  });
});
