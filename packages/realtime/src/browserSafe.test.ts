import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The client runs in browsers and in Node 24 alike: its sources may use only what both
// offer (the global WebSocket, timers), never a Node module. Tests are exempt: they run in Node.
const sources = readdirSync(new URL('.', import.meta.url)).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

describe('packages/realtime sources are browser-safe', () => {
  it('has sources to check', () => {
    expect(sources).toContain('realtimeClient.ts');
  });

  it.each(sources)('%s imports no Node module', (file) => {
    const text = readFileSync(new URL(file, import.meta.url), 'utf8');
    const imports = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(
      imports.filter((name) => name?.startsWith('node:') || name === 'ws' || name === 'fastify'),
    ).toEqual([]);
  });
});
