# syntax=docker/dockerfile:1
# The site as one container: `docker build -t blood-and-mayhem .` (docs/deployment.md).
# Both stages run the same Node on the same Debian (trixie), so the better-sqlite3 addon compiled
# in the first loads in the second; trixie is also where Debian's pg_dump is PostgreSQL 17's.

# Build stage: the toolchain, every dependency, the production build, then only production
# dependencies kept. The compiler never reaches the runtime stage.
FROM node:24.22.3-trixie-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# node-gyp compiles against the image's own Node headers instead of downloading them.
ENV npm_config_nodedir=/usr/local \
    npm_config_update_notifier=false
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci`: exactly the lockfile, or a failed build (docs/decisions/0038-compose-images.md).
RUN npm ci --no-audit --no-fund
COPY . .
# Then the compiler's intermediate files go: only build/Release/better_sqlite3.node is loaded.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
      node_modules/better-sqlite3/build/Release/obj node_modules/better-sqlite3/build/Release/obj.target \
      node_modules/better-sqlite3/build/Release/.deps node_modules/.vite node_modules/.vite-temp

# Runtime stage: what the server, the admin command line and the backups run, owned by root and
# run as the image's unprivileged `node` user, so the process cannot rewrite its own code.
FROM node:24.22.3-trixie-slim
# pg_dump and pg_restore of PostgreSQL 17, the compose file's server: `npm run backup` and
# `npm run restore` call them (a pg_dump older than its server refuses to dump).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-17 \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=file:/data/app.db \
    MEDIA_DIR=/data/media \
    PATH=/usr/lib/postgresql/17/bin:$PATH \
    npm_config_update_notifier=false
WORKDIR /app
# node_modules comes from the build stage after `npm prune --omit=dev`: no devDependencies.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
COPY --from=build /app/contracts ./contracts
COPY --from=build /app/public ./public
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data/media && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers (GET /api/health); a load balancer probes /api/ready instead.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --start-interval=2s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server drains on SIGTERM (SHUTDOWN_DRAIN, then SHUTDOWN_TIMEOUT): give it stop_grace_period.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
