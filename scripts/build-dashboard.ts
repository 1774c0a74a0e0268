/**
 * Builds the dashboard (web/) into dist/dashboard: one minified ES module and one stylesheet,
 * both named by content hash, and index.html pointing at them. Runs at `npm install`
 * (postinstall), offline, in well under a second. `--watch` rebuilds on change.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const out = new URL('dist/dashboard/', root);
const web = new URL('web/', root);

const hash = (data: Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 10);

async function main() {
  const started = Date.now();
  const result = await build({
    entryPoints: [new URL('main.tsx', web).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2022'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const js = result.outputFiles[0]!.contents;
  const css = (
    await build({
      entryPoints: [new URL('styles.css', web).pathname],
      bundle: true,
      minify: true,
      write: false,
      logLevel: 'warning',
    })
  ).outputFiles[0]!.contents;

  rmSync(out, { recursive: true, force: true });
  mkdirSync(new URL('assets/', out), { recursive: true });
  const jsName = `app-${hash(js)}.js`;
  const cssName = `app-${hash(css)}.css`;
  writeFileSync(new URL(`assets/${jsName}`, out), js);
  writeFileSync(new URL(`assets/${cssName}`, out), css);
  const html = readFileSync(new URL('index.html', web), 'utf8')
    .replace('%JS%', jsName)
    .replace('%CSS%', cssName);
  writeFileSync(new URL('index.html', out), html);

  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  process.stdout.write(
    `dashboard built in ${Date.now() - started} ms: ${jsName} ${kb(js.length)} (${kb(gzipSync(js).length)} gzipped), ` +
      `${cssName} ${kb(css.length)} (${kb(gzipSync(css).length)} gzipped)\n`,
  );
}

await main();
