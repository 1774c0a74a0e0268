/**
 * `npm run lint:openapi`: builds the OpenAPI document GET /v1/openapi.json serves (no database
 * needed) and runs `redocly lint` on it with the recommended rules (redocly.yaml) and the
 * deliberate exceptions (.redocly.lint-ignore.yaml). Exits non-zero on any error; .ci/run runs it.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseEnv } from '../src/config/env.js';
import { createLogger } from '../src/log/logger.js';
import { createContainer } from '../src/main/container.js';
import { buildHttpApp } from '../src/main/http-server.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The document as the service serves it, built without connecting to anything. */
export async function buildOpenApiDocument(): Promise<object> {
  const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent', ELECTION_IMPORT_AT_START: 'false' });
  const container = createContainer({ env, log: createLogger('silent') });
  try {
    const app = await buildHttpApp(container);
    await app.ready();
    const doc = app.swagger();
    await app.close();
    return doc;
  } finally {
    await container.close();
  }
}

/** redocly lint on `doc`; `ok` is false when it reports an error (warnings are in `output`). */
export async function lintOpenApi(doc: object): Promise<{ ok: boolean; output: string }> {
  // The ignore file names the document relative to the config's folder: lint them side by side.
  const dir = mkdtempSync(path.join(tmpdir(), 'gaskiya-openapi-'));
  try {
    writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc, null, 2));
    for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml'])
      copyFileSync(path.join(root, file), path.join(dir, file));
    const result = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/redocly'),
      ['lint', 'openapi.json'],
      {
        cwd: dir,
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          NO_COLOR: '1',
        },
      },
    ).then(
      (r) => ({ ok: true, output: `${r.stdout}${r.stderr}` }),
      (e: { stdout?: string; stderr?: string }) => ({
        ok: false,
        output: `${e.stdout ?? ''}${e.stderr ?? ''}`,
      }),
    );
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { ok, output } = await lintOpenApi(await buildOpenApiDocument());
  process.stdout.write(output.replace(/^.*[║╔╚].*\n/gm, ''));
  process.exit(ok ? 0 : 1);
}
