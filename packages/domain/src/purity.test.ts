/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// Vite reads the sources as text at test time, so this test itself needs no file-system import.
const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts', '!./testing.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const FORBIDDEN: [rule: string, pattern: RegExp][] = [
  ['imports React', /from\s+['"]react(-dom)?(\/[^'"]*)?['"]/],
  ['imports Jotai', /from\s+['"]jotai(\/[^'"]*)?['"]/],
  ['imports msw', /from\s+['"]msw(\/[^'"]*)?['"]/],
  ['imports a node: module', /from\s+['"]node:[^'"]+['"]/],
  ['imports a DOM library', /from\s+['"](@testing-library\/[^'"]+|jsdom|happy-dom)['"]/],
  ['reads the clock with Date.now()', /\bDate\.now\s*\(/],
  ['reads the clock with new Date()', /\bnew\s+Date\s*\(\s*\)/],
  ['uses Math.random', /\bMath\.random\b/],
  ['calls fetch', /(^|[^.\w])fetch\s*\(/],
  ['sets a timer', /\bset(Timeout|Interval)\s*\(/],
  ['touches localStorage', /\blocalStorage\b/],
  ['touches window or document', /(^|[^.\w'"`])(window|document)\s*\./],
];

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('purity of packages/domain (no React, DOM, network or clock)', () => {
  it('finds the sources to check', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it.each(Object.entries(sources))('%s is pure', (_path, source) => {
    const code = stripComments(source);
    const broken = FORBIDDEN.filter(([, pattern]) => pattern.test(code)).map(([rule]) => rule);
    expect(broken).toEqual([]);
  });

  it.each([
    ["import { useState } from 'react';", 'imports React'],
    ["import { readFile } from 'node:fs';", 'imports a node: module'],
    ['const t = Date.now();', 'reads the clock with Date.now()'],
    ['const t = new Date();', 'reads the clock with new Date()'],
    ["await fetch('/api');", 'calls fetch'],
    ['setTimeout(run, 10);', 'sets a timer'],
    ['window.location.href = x;', 'touches window or document'],
    ['const n = Math.random();', 'uses Math.random'],
  ])('the check catches %s', (code, rule) => {
    const broken = FORBIDDEN.filter(([, pattern]) => pattern.test(stripComments(code))).map(([r]) => r);
    expect(broken).toContain(rule);
  });

  it('the check lets a dated construction through', () => {
    const code = "const d = new Date('2026-01-01'); // Date.now() in a comment is fine";
    expect(FORBIDDEN.filter(([, pattern]) => pattern.test(stripComments(code)))).toEqual([]);
  });
});
