// The contract watch's section of bench/report.md (bench/contract-watch.ts measures it; decision 065): what judging
// the backend's answers against the contract costs, per answer and per home page, beside what a render costs.

const row = (cells) => `| ${cells.join(' | ')} |`;
const us = (s) => `${s.median.toFixed(1)} µs`;
const iqr = (s, unit = 'µs', d = 1) => `${s.p25.toFixed(d)}–${s.p75.toFixed(d)} ${unit}`;
const whole = (s, unit = 'µs', d = 1) => `${s.min.toFixed(d)}–${s.max.toFixed(d)} ${unit}`;
const pct = (v) => `${(v * 100).toFixed(v < 0.001 ? 3 : 2)} %`;

/** What the interleaved renders with the watch on and off say, in words that follow the numbers. */
function onOff({ on, off }) {
  const diff = on.median - off.median;
  const noise = Math.max(off.p75 - off.p25, on.p75 - on.p25);
  const said = `The renders with the watch on and off, interleaved, differ by ${diff.toFixed(1)} ms at the median`;
  return Math.abs(diff) <= noise
    ? `${said}, within their spread (${noise.toFixed(1)} ms between quartiles).`
    : `${said}, more than their spread (${noise.toFixed(1)} ms between quartiles).`;
}

/** The section's markdown from the report object (r.contractWatch, and r.serverLoad for the server's render cost). */
export function contractWatchSection(r) {
  const c = r.contractWatch;
  if (!c) return 'Not measured in this run (a full `npm run bench` measures it).';
  const perRender = r.serverLoad?.renderCost?.server?.rendersPerCore?.median;
  const cpuMs = perRender ? 1000 / perRender : undefined;
  const perPageMs = c.perPage.median / 1000;
  return [
    `Every backend answer the portal server reads is judged against the contract's schema for its operation (decode,`,
    `JSON.parse, the validator compiled at start). Measured in CPU time of one process (which other work on the machine`,
    `does not inflate as it does wall time), on the home page's ${c.answers} real answers`,
    `from the mock (${(c.bytes / 1000).toFixed(1)} kB in all), recorded through the server renderer${c.broken.length ? `; **${c.broken.length} broke the contract**: ${c.broken.join(', ')}` : ', all of them keeping the contract'}.`,
    '',
    row(['CPU time', 'median', 'quartiles', 'min–max']),
    row(['---', '---', '---', '---']),
    row([`**all ${c.answers} answers of /home judged**`, `**${us(c.perPage)}**`, iqr(c.perPage), whole(c.perPage)]),
    row([
      '/home rendered from them in memory, watch off',
      `${c.render.off.median.toFixed(1)} ms`,
      iqr(c.render.off, 'ms'),
      whole(c.render.off, 'ms'),
    ]),
    row([
      '/home rendered from them in memory, watch on',
      `${c.render.on.median.toFixed(1)} ms`,
      iqr(c.render.on, 'ms'),
      whole(c.render.on, 'ms'),
    ]),
    ...c.perAnswer.map((a) => row([`\`${a.operation}\` (${a.bytes} B)`, us(a.us), iqr(a.us), whole(a.us)])),
    '',
    `Judging all of a home page's answers takes ${pct(perPageMs / c.render.off.median)} of one render of it` +
      (cpuMs
        ? ` in this process, and ${pct(perPageMs / cpuMs)} of the portal server's CPU time per render under load (${cpuMs.toFixed(2)} ms, above).`
        : '.') +
      ' That is the worst case, every answer fresh: in production the watch judges only what the backend sends (the' +
      " shared data cache's misses and refreshes, decision 042), so a render served from the cache costs it nothing. " +
      onOff(c.render),
  ].join('\n');
}
