# One image for every Kilau process; docker-compose.yml (development) and docker-compose.prod.yml
# (production) pick the command.
FROM node:20-bookworm-slim AS build
# the apps' source maps only when asked for (docker build --build-arg SOURCE_MAPS=true)
ARG SOURCE_MAPS=false
WORKDIR /app
COPY package.json package-lock.json tsconfig*.json ./
COPY libs libs
COPY migrations migrations
COPY services services
COPY apps apps
COPY test/package.json test/package.json
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# the shop's processes keep a bounded heap (see services/local-stack/src/shop-node-args.ts)
ENV NODE_OPTIONS=--max-old-space-size=192
WORKDIR /app
COPY --from=build /app /app
# the media folder belongs to the node user, and so does a new volume mounted on it
RUN mkdir -p /app/.data/media && chown -R node:node /app/.data
USER node
EXPOSE 3000
CMD ["node", "services/shop/dist/main.js"]
