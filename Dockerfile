# syntax=docker/dockerfile:1
# ListingLift in production: the README's steps (npm ci, npm run build, npm start) in two stages.
# test/production/production-start.test.ts reads this file's runtime stage and runs the same steps outside Docker
# (Docker does not run on the project's machines): change them together. Operating notes: docs/deploy.md.

ARG NODE_VERSION=24

# Build: every dependency (the build tools are dev dependencies), then `npm run build` (web app and bundled server).
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# .npmrc holds legacy-peer-deps=true (docs/decisions/003): npm install fails without it.
COPY package.json package-lock.json .npmrc ./
# `npm ci`: exactly what the committed lockfile names, as CI installs it.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies only, the build output, the migrations and the content; run as the non-root user.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/content ./content
RUN mkdir -p /data && chown node:node /data
USER node
# The embedded database (when DATABASE_URL is unset), the outbox and uploads live here; AUTH_SECRET is made here if unset.
VOLUME ["/data"]
EXPOSE 3000
# Ready when the database answers (GET /api/ready is never redirected to https).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The command line in the image: docker compose exec app node build/node/cli.js <command>
CMD ["node", "build/node/server.js"]
