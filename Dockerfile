# The production site in a container (docs/production.md): the build in a Node 24 stage, then Debian's nginx serving
# dist/ through the project's own `npm run start` (scripts/start.ts renders deploy/nginx from the environment), as
# the unprivileged `node` user, with the production dependencies only.
#   docker build -t swap-frontend .
#   docker run --init --rm -p 8080:8080 -e API_UPSTREAM=http://api.internal:4010 swap-frontend

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No lifecycle scripts: `prepare` writes the dev server's generated files, which the build writes for itself, and the
# image's own Node stands in for the `node` devDependency.
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
# Debian's nginx and its brotli modules (`npm run start` loads them when both are installed).
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# `npm run start` is scripts/start.ts run by Node itself (type stripping): it needs zod alone of the dependencies.
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY deploy ./deploy
COPY scripts ./scripts
COPY sdk ./sdk
COPY web/config ./web/config
COPY web/ssr/shell-pages.ts ./web/ssr/shell-pages.ts
COPY project.inlang/settings.json ./project.inlang/settings.json
# The rendered configuration, nginx's pid and temporary files go to /tmp: /app stays read-only for the user.
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
  PORT=8080 \
  HOST=0.0.0.0 \
  NGINX_RUNTIME_DIR=/tmp/nginx
USER node
EXPOSE 8080
# The start script execs node, so `docker stop` (SIGTERM) reaches scripts/start.ts, which stops nginx;
# `docker run --init` also reaps what nginx leaves behind.
CMD ["npm", "run", "-s", "start"]
