#!/usr/bin/env -S npx tsx
// `npm run studio:server`: the studio's publishing service on its own (production, behind nginx: deploy/studio.md).
// PORT (default 3001), HOST (default 127.0.0.1) and the settings of settings.ts (DATABASE_URL, STUDIO_*). GET /metrics
// answers its Prometheus figures to loopback and METRICS_ALLOW, as the portal server's (decision 066).
import { createServer } from 'node:http';
import { log } from '../observe/log';
import { METRICS_PATH, scraperAllowList, serveMetrics } from '../observe/metrics-route';
import { studioSettings } from './settings';
import { startStudioService } from './studio-service';

const settings = studioSettings();
let service;
try {
  service = await startStudioService(settings);
} catch (error) {
  log.fatal(`studio service: ${(error as Error).message}`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const scrapers = scraperAllowList();
const server = createServer((req, res) => {
  if (req.url === METRICS_PATH) void serveMetrics(req, res, scrapers);
  else service.api(req, res);
});
server.listen(port, host, () => {
  log.info(
    `studio service on http://${host}:${port}/n2024/web/studio/api (${service.desk.db.where}, review ${settings.review})`,
  );
});
const stop = () => server.close(() => void service.close().finally(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
