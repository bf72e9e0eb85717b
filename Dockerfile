# One image for every component; docker-compose.yml picks the component with the command
# (node dist/subgraphs/<name>/main.js, dist/gateway/main.js, dist/rest-adapter/main.js). Its own default runs the
# whole stack in one process. test/deployment/docker-compose.test.ts checks this file.

# Build: every dependency (TypeScript and the type packages are dev dependencies), then the development ones removed.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Run: the build output, the checked-in schema (the gateway serves schema/supergraph.graphql) and production
# dependencies only, as the unprivileged `node` user of the base image.
FROM node:24-bookworm-slim
ENV NODE_ENV=production BIND_HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/schema ./schema
COPY --from=build /app/dist ./dist
# The REST adapter's trusted documents, which the gateway loads at start (gateway/trusted-documents/).
COPY --from=build /app/rest-adapter/generated/persisted-documents.json ./rest-adapter/generated/
# The data directory (generated secrets, stored files, the mail outbox) belongs to `node`: a named volume mounted
# here starts with this ownership, so the components can write to it.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000 4001 4002 4003 8080
CMD ["node", "dist/scripts/start-stack.js"]
