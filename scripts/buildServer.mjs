// `node scripts/buildServer.mjs OUTDIR [ENTRY]`, from the project root: bundles the server
// (or ENTRY) for plain Node into OUTDIR/main.cjs. Run by scripts/serverBundle.mjs in a child
// process, so that vite never loads into the server.
//
// CommonJS rather than an ES module: Node loads the packages the server imports (Fastify,
// pg, io-ts and their own dependencies are CommonJS) a third faster by `require` than through
// its ES module loader, which parses each such package again to find its exports.
import path from 'node:path';
import { build } from 'vite';

const [outDir, entry = 'server/main.ts'] = process.argv.slice(2);
if (outDir === undefined) throw new Error('usage: node scripts/buildServer.mjs OUTDIR [ENTRY]');
const root = process.cwd();
await build({
  configFile: false,
  envDir: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  resolve: { alias: { '@': path.join(root, 'src') } },
  build: {
    ssr: entry,
    outDir,
    emptyOutDir: true,
    target: 'node20',
    // Stack traces name the server's own functions and lines.
    minify: false,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        format: 'cjs',
        entryFileNames: 'main.cjs',
        chunkFileNames: 'chunks/[name]-[hash].cjs',
      },
    },
  },
});
