import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the dashboard's client-side router answers; each is served the same index.html. */
export const DASHBOARD_PAGES = [
  '/',
  '/sign-in',
  '/check',
  '/link',
  '/review',
  '/keys',
  '/members',
  '/style-guide',
  '/sources',
  '/activity',
  '/usage',
  '/channels',
  '/elections',
] as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

// Nothing on a dashboard page may load from, or send to, anywhere but this origin.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

interface Asset {
  type: string;
  body: Buffer;
  gzip: Buffer;
}

function load(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else {
        const body = readFileSync(join(dir, rel));
        const ext = rel.slice(rel.lastIndexOf('.'));
        assets.set(`/${rel}`, { type: TYPES[ext] ?? 'application/octet-stream', body, gzip: gzipSync(body) });
      }
    }
  };
  walk('');
  return assets;
}

function send(request: FastifyRequest, reply: FastifyReply, asset: Asset, cache: string) {
  reply.header('content-type', asset.type).header('cache-control', cache).header('vary', 'accept-encoding');
  reply.header('x-content-type-options', 'nosniff');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(asset.gzip);
  }
  return reply.send(asset.body);
}

/**
 * Serves the built dashboard (`npm install` builds it into dist/dashboard) from memory: pages get
 * index.html with a strict CSP, hashed assets are cached for a year. Files are read once at start.
 */
export function dashboardStatic(opts: { dir: string }): FastifyPluginAsync {
  return async (app) => {
    const built = existsSync(join(opts.dir, 'index.html'));
    const assets = built ? load(opts.dir) : new Map<string, Asset>();
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      const index = assets.get('/index.html');
      if (!index) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The dashboard is not built. Run `npm run build:dashboard` (npm install does it).');
      }
      reply
        .header('content-security-policy', CSP)
        .header('referrer-policy', 'no-referrer')
        .header('x-frame-options', 'DENY');
      return send(request, reply, index, 'no-cache');
    };
    for (const path of DASHBOARD_PAGES) app.get(path, { schema: { hide: true } }, page);
    app.get('/assets/*', { schema: { hide: true } }, async (request, reply) => {
      const asset = assets.get(request.url.split('?')[0] ?? '');
      if (!asset) return reply.status(404).type('text/plain').send('Not found');
      return send(request, reply, asset, 'public, max-age=31536000, immutable');
    });
  };
}
