# Gaskiya: API and workers in one image. `npm start` applies migrations (Prisma's Wasm schema
# engine, no binary download) and starts API + workers; override CMD to run
# `npm run start:api` or `npm run start:worker` separately when scaling out.
FROM node:20-bookworm-slim

ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false

WORKDIR /app

COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts ./scripts
# postinstall also builds the compact word vectors (node_modules/.cache/gaskiya) from the npm package.
COPY adapters/word-vectors ./adapters/word-vectors
# ...and the dashboard (web/ -> dist/dashboard, esbuild, offline).
COPY web ./web
# Dev dependencies are kept: the service runs TypeScript through tsx and migrates with the CLI.
# `npm install` honours the committed lock (see .ci/run for why not `npm ci`).
RUN npm install --include=dev --no-audit --no-fund && npm cache clean --force

COPY . .

USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# No npm between the signal and node: `docker stop` sends SIGTERM to PID 1, and npm would exit at
# once leaving the service orphaned and undrained. The shell runs migrations, then `exec`s node,
# which becomes PID 1 and drains (in-flight requests and jobs) before exiting.
CMD ["sh", "-c", "node --import tsx scripts/db/migrate.ts deploy && exec node --import tsx src/main/all-in-one.ts"]
