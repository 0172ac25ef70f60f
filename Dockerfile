# A production image: Next's standalone server. `docker compose up` builds it (see docker-compose.yml).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm install --no-audit --no-fund

FROM deps AS builder
COPY . .
ENV NEXT_OUTPUT=standalone
RUN npm run build

# Runs `npm run db:prepare` (migrations, demo content into an empty database, the first admin).
FROM builder AS migrate
CMD ["npm", "run", "db:prepare"]

FROM node:24-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# The server's memory settings, as `npm start` sets them (serverMemoryEnv in lib/site/heap.mjs): two
# malloc arenas and a young generation capped at 4 MB per semi-space keep less memory after a load.
# A NODE_OPTIONS given to the container replaces this one: repeat --max-semi-space-size=4 in it.
ENV MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-semi-space-size=4
RUN useradd --system --uid 1001 nextjs
COPY --from=builder --chown=nextjs:nextjs /app/.next/standalone ./
COPY --from=builder --chown=nextjs:nextjs /app/.next/static ./.next/static
COPY --from=builder --chown=nextjs:nextjs /app/public ./public
# The app's own server entry (lib/site/server.mjs) in front of Next's handler, instead of the generated
# server.js, with the plain modules it imports (every .mjs beside it).
COPY --from=builder --chown=nextjs:nextjs /app/lib/site/*.mjs ./lib/site/
USER nextjs
EXPOSE 3000
CMD ["node", "lib/site/server.mjs"]
