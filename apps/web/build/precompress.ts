// Brotli and gzip copies of every text asset beside it in the build (`x.js.br`, `x.js.gz`), so the
// server sends the smaller one by Accept-Encoding without compressing per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The kinds of file worth a compressed copy (woff2 is already compressed, kept only if it shrinks). */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|ico|txt|woff2)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // `.vite/manifest.json` is for tools, never served.
    if (entry.name.startsWith('.')) return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) for each file whose copy is smaller. */
export function precompressedCopies(outDir: string): { file: string; br?: number; gz?: number }[] {
  return filesUnder(outDir)
    .filter((file) => compressible.test(file))
    .map((file) => {
      const source = readFileSync(file);
      const copies = {
        br: brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gz: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }),
      };
      const written: { file: string; br?: number; gz?: number } = { file };
      for (const [suffix, copy] of Object.entries(copies) as ['br' | 'gz', Buffer][]) {
        // Kept only when it saves something worth a Content-Encoding (woff2 is compressed already).
        if (copy.length > source.length * 0.97) continue;
        writeFileSync(`${file}.${suffix}`, copy);
        written[suffix] = copy.length;
      }
      return written;
    });
}

/** The Vite plugin: compressed copies once the whole build (public files included) is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vizinhos:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressedCopies(outDir);
    },
  };
}
