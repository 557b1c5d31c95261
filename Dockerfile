# One image for the REST service and the gateway (which also serves the built console);
# SERVICES chooses what a container runs (see docker-compose.yml).
FROM node:20-bookworm-slim
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY contract/package.json contract/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
COPY schema/package.json schema/
COPY players/package.json players/
RUN npm install --include=dev --no-audit --no-fund
COPY . .
RUN npm run build --workspace web
EXPOSE 4000 4001
CMD ["node", "--import", "tsx", "scripts/start.ts"]
