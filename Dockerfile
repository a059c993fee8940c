# syntax=docker/dockerfile:1
# The site as one container: `docker build -t blood-and-mayhem .` (README, "Deploy").

# Build stage: every dependency, then the production build of the front end.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: the built app, run as the image's unprivileged `node` user. The server reads the
# route table through @react-router/dev at start, so node_modules comes over whole.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=file:/data/app.db \
    MEDIA_DIR=/data/media
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data/media && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers (GET /api/health); a load balancer probes /api/ready instead.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
