// React's floor for a page (issue 19), in a process of its own (forked by bench/server-load.mjs, IPC): gets the
// page's data once through the server renderer's renderPage (API_TARGET: the bench's backend), then draws the same
// PortalApp with that data through React's renderToString, one thread, no fetching, when asked:
//   { batch: ms } -> { renders, wallMs, cpuMs }: renders for about `ms` (bounded in count), with the wall and CPU time.
// Arguments: the built entry (bench/react-floor-entry.mjs built by vite --ssr), the config file, the page's path and
// query. Says { ready, markupBytes, serverMarkupBytes, sameMarkup, queries, late } once warm.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [bundle, configFile, path = '/home', search = ''] = process.argv.slice(2);
const MAX_RENDERS = 20_000;

const { renderPage, floorRenderer } = await import(pathToFileURL(bundle).href);
const config = JSON.parse(readFileSync(configFile, 'utf8'));
const page = await renderPage({
  config,
  path,
  search,
  budgetMs: 10_000,
  origin: 'http://127.0.0.1',
  siteDescription: '',
  care: false,
});
const render = floorRenderer(config, page.state.queries, `${path}${search}`);
const markup = render();

function batch(ms) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let renders = 0;
  while (renders < MAX_RENDERS && performance.now() - started < ms) {
    render();
    renders++;
  }
  const used = process.cpuUsage(cpu);
  return { renders, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}
batch(1500); // warm-up: the JIT and React's first renders

process.on('message', (message) => {
  if (message?.batch) process.send(batch(Math.min(10_000, message.batch)));
  else process.exit(0);
});
process.on('disconnect', () => process.exit(0));
process.send({
  ready: true,
  page: `${path}${search}`,
  markupBytes: Buffer.byteLength(markup),
  serverMarkupBytes: Buffer.byteLength(page.markup),
  sameMarkup: markup === page.markup,
  queries: page.state.queries.queries.length,
  late: page.late,
});
