#!/usr/bin/env -S npx tsx
// `npm run studio:server`: the studio's publishing service on its own (production, behind nginx: deploy/studio.md).
// PORT (default 3001), HOST (default 127.0.0.1) and the STUDIO_* files of settings.ts.
import { createServer } from 'node:http';
import { createStudioApi } from './studio-api.ts';
import { studioSettings } from './settings.ts';

const settings = studioSettings();
const api = await createStudioApi(settings);
const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const server = createServer((req, res) => api(req, res));
server.listen(port, host, () => {
  console.log(`studio service on http://${host}:${port}/n2024/web/studio/api, publishing ${settings.configFile}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
