import { readdirSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images, fonts in woff2 and media are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/i;

/** Below this a compressed copy saves less than its own headers and a lookup cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Quality 10, not the maximum 11: 11 made the app's JavaScript 1.8 % smaller for nearly three
 * times the CPU (measured on this app: 522 against 512 KiB, 2.8 against 7.7 s on one core),
 * and `npm start` builds.
 */
const BROTLI_QUALITY = 10;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function precompressFile(file: string): Promise<string[]> {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < PRECOMPRESS_MIN_BYTES) return [];
  const content = await readFile(file);
  const copies = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).then((compressed) => [`${file}.br`, compressed] as const),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }).then(
      (compressed) => [`${file}.gz`, compressed] as const,
    ),
  ]);
  const smaller = copies.filter(([, compressed]) => compressed.length < content.length);
  await Promise.all(smaller.map(([name, compressed]) => writeFile(name, compressed)));
  return smaller.map(([name]) => name);
}

/**
 * Writes `name.br` (brotli, quality 10) and `name.gz` (gzip, level 9) beside every compressible
 * file of `dir` of at least PRECOMPRESS_MIN_BYTES, when the copy is smaller than the file.
 * Done once at build time, slow settings cost nothing per request; the server picks the
 * copy the browser accepts (@fastify/static `preCompressed`). zlib's asynchronous calls run on
 * libuv's thread pool, so the files are compressed on every core at once. Returns the files
 * written.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  return (await Promise.all(filesUnder(dir).map(precompressFile))).flat();
}

/** `vite build` leaves a brotli and a gzip copy beside each compressible file of the output. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'parlo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public folder are written, so that both are covered.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
