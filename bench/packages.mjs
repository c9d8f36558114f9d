// Which packages weigh most in the shipped JS: every byte of every built chunk is attributed, through the chunk's
// source map, to the source file it came from, and source files to their node_modules package (or to the app's own
// folder). gzip does not split by source, so a package's gzipped figure is its marginal cost: how much smaller each
// chunk's gzip gets without that package's bytes (for owners under 512 bytes, their share of the chunk's gzip).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './util.mjs';

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = B64[ch];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Who owns a source path: `react-dom`, `@tanstack/query-core`, or `(app) src/widgets` and the like. */
export function ownerOf(source) {
  const path = source.replace(/\\/g, '/');
  const at = path.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = path.slice(at + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (/virtual:portal-config-validator/.test(path)) return '(app) precompiled config validator';
  if (/vite\/|\0|^\(/.test(path)) return '(vite runtime)';
  const rel = path.replace(/^(\.\.\/)+/, '');
  const top = rel.split('/');
  if (top[0] === 'src' && top.length > 2) return `(app) src/${top[1]}`;
  return `(app) ${top.length > 1 ? top[0] : rel}`;
}

/** Unmapped code that is not a mystery: modules that come without a source map. */
function unmappedOwner(text) {
  if (text.length > 1000 && text.includes('schemaPath:')) return VALIDATOR;
  if (text.includes('$schema:`./schema.json`')) return '(app) pages.config (built-in fallback copy)';
  if (/__vite__mapDeps|modulepreload/.test(text)) return '(vite runtime)';
  if (/^(import|export)\b|^\/\/# sourceMappingURL/.test(text.trim())) return '(chunk glue: import/export lines)';
  return '(unmapped)';
}
/** The owner of the precompiled config validator's bytes (the browser's copy of the config checker). */
export const VALIDATOR_OWNER = '(app) precompiled config validator';
const VALIDATOR = VALIDATOR_OWNER;

/** The pieces of one built chunk, each with its owner (by the chunk's source map). */
export function attributeChunk(jsPath) {
  const code = readFileSync(jsPath, 'utf8');
  const runs = [];
  const add = (owner, text) => text && runs.push({ owner: owner === '(unmapped)' ? unmappedOwner(text) : owner, text });
  const mapPath = `${jsPath}.map`;
  if (!existsSync(mapPath)) {
    add('(no source map)', code);
    return runs;
  }
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const owners = map.sources.map((s) => ownerOf(s ?? ''));
  const lines = code.split('\n');
  const last = lines.length - 1;
  const mappingLines = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, i) => {
    const segments = (mappingLines[i] ?? '').split(',').filter(Boolean);
    let col = 0;
    const marks = [];
    for (const seg of segments) {
      const v = decodeSegment(seg);
      col += v[0];
      if (v.length >= 4) {
        source += v[1];
        marks.push([col, owners[source] ?? '(unmapped)']);
      } else marks.push([col, '(unmapped)']);
    }
    // Source line/column/name fields are relative across lines too, but only the source index matters here.
    const nl = i < last ? '\n' : '';
    if (!marks.length) return add('(unmapped)', line + nl);
    if (marks[0][0] > 0) add('(unmapped)', line.slice(0, marks[0][0]));
    marks.forEach(([start, owner], k) =>
      add(
        owner,
        line.slice(start, k + 1 < marks.length ? marks[k + 1][0] : line.length) + (k + 1 < marks.length ? '' : nl),
      ),
    );
  });
  return runs;
}

const perFile = new Map();
/** Raw bytes and gzipped cost per owner in one chunk (cached: the page tables reuse the whole-build figures). */
function weighFile(path) {
  if (perFile.has(path)) return perFile.get(path);
  const runs = attributeChunk(path);
  const full = runs.map((r) => r.text).join('');
  const fullGz = gzipSize(full);
  const rawAll = Buffer.byteLength(full);
  const owners = new Map();
  for (const r of runs) owners.set(r.owner, (owners.get(r.owner) ?? 0) + Buffer.byteLength(r.text));
  const result = new Map();
  for (const [owner, raw] of owners) {
    const gz =
      raw < 512
        ? (fullGz * raw) / rawAll
        : fullGz -
          gzipSize(
            runs
              .filter((r) => r.owner !== owner)
              .map((r) => r.text)
              .join(''),
          );
    result.set(owner, { raw, gz: Math.max(0, gz) });
  }
  perFile.set(path, result);
  return result;
}

/**
 * Bytes per owner across `files` (paths relative to `outDir`): raw minified bytes and the gzipped share.
 * Returns owners sorted by gzipped cost, heaviest first.
 */
export function packageWeights(outDir, files) {
  const totals = new Map();
  for (const file of files) {
    for (const [owner, w] of weighFile(join(outDir, file))) {
      const t = totals.get(owner) ?? { name: owner, raw: 0, gz: 0, chunks: [] };
      t.raw += w.raw;
      t.gz += w.gz;
      t.chunks.push(file.replace(/^assets\//, ''));
      totals.set(owner, t);
    }
  }
  return [...totals.values()].map((t) => ({ ...t, gz: Math.round(t.gz) })).sort((a, b) => b.gz - a.gz);
}
