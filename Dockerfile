# syntax=docker/dockerfile:1
# Folio as one image: `docker build -t folio .`, then
#   docker run --init -p 3000:3000 -v folio-data:/data -e PUBLIC_URL=http://localhost:3000 folio
# Without DATABASE_URL it runs its own PostgreSQL under /data; compose.yaml shows several instances
# on an external PostgreSQL and S3. scripts/check-image-steps.sh performs these same steps outside a
# container, so a change here belongs there too.

ARG NODE_VERSION=20.20.2
# The npm the lockfile is written and checked with (npm 11 runs install scripts only for allowScripts).
ARG NPM_VERSION=11.19.1

# Production dependencies only: what the runtime image carries.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
ARG NPM_VERSION
RUN npm install -g npm@${NPM_VERSION} --no-audit --no-fund
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

# The front-end build, made once with every dependency.
FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG NPM_VERSION
RUN npm install -g npm@${NPM_VERSION} --no-audit --no-fund
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The runtime: production dependencies, the build (the front end, and the server and the operator
# commands `npm run backup` / `npm run restore` bundled into build/api), the source, for the
# migrations and for create-bucket.ts (run by tsx, a dependency), and the launcher of the operator
# commands. Owned by root and read-only to the app, which runs as the image's `node` user (uid
# 1000); the embedded PostgreSQL refuses root anyway.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY src ./src
COPY scripts/create-bucket.ts scripts/run-bundled.mjs ./scripts/
# DATA_DIR: the embedded database, files on local disk, generated secrets. A volume, owned by the app.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"]
# Exec form: node is the container's main process and receives SIGTERM itself (main.ts drains and
# stops PostgreSQL within 10 s). Run with --init (compose: init: true) so that a process orphaned
# by a crash is reaped.
STOPSIGNAL SIGTERM
CMD ["node", "build/api/main.mjs"]
