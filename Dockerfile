# Marquee for deployment (docs/deploy.md): the built server and SPA on Node 20, running as the unprivileged
# `node` user, against an external PostgreSQL (DATABASE_URL). The embedded database of the two-command setup is
# not used in the image.

# --- build: full dependencies, the SPA and the server bundle ------------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: production dependencies, the build, and the files the server reads at run time -------------------
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/brands ./brands
COPY --from=build /app/locales ./locales
COPY --from=build /app/schemas ./schemas
COPY --from=build /app/themes ./themes
USER node
EXPOSE 8080
# Liveness only (no database): orchestrators probe /readyz for readiness themselves.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server/main.mjs"]
