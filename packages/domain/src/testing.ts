// Test helpers for other packages: fast-check arbitraries and fixed clocks live here.
export const FIXED_NOW = new Date('2026-11-21T12:00:00.000Z');
