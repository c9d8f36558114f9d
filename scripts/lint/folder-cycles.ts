/**
 * No import cycle between rooms (issue 23, decision 061). A room is a folder the layout table names: src/<x>,
 * server/<x>, studio/<x> and tests/<x>, and every other top-level folder as a whole (sdk, scripts, mock-server, bench).
 * A file directly in src/, server/, studio/ or tests/ is a room of its own (src/main.ts, src/theme.css.ts), as is a
 * file at the top (vite.config.ts).
 *
 * Every file's imports (static, type-only, re-exports and `import()`) are read and resolved with TypeScript's own
 * parser and module resolution (the typecheck's: tsconfig.json), each edge is collapsed to its two rooms, and the
 * room graph's strongly connected components are found (Tarjan). A component of more than one room is a cycle: it is
 * printed with the file -> file imports that make each of its edges, and the check fails.
 *
 * Test files (*.test.*, *.spec.*) are left out: a test may set its stage from a sibling room, nothing imports it, and
 * it ships nowhere. Test helpers (tests/support, testing/ folders) are code like any other and count.
 *
 * `npm run lint` runs it (`tsx scripts/lint/folder-cycles.ts [--root DIR]`); scripts/import-direction.test.ts runs it on
 * a small project with a cycle and on the tree with one extra edge, and expects it to fail.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Folders whose children are rooms of their own; every other top-level folder is one room. */
const SPLIT = new Set(['src', 'server', 'studio', 'tests']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const CODE_FILE = /\.([cm]?[jt]sx?)$/;

export interface Edge {
  from: string;
  to: string;
}

/**
 * A section's definition.ts and editing.ts are config-side code kept in the section's folder: plain data without
 * React that the catalogue imports, so they count as src/config's room (decision 089). The lint holds them to it: they import only what src/config may.
 */
const CONFIG_SIDE = /^src\/sections\/[^/]+\/(definition|editing)\.ts$/;

/** The room a file (path from the repository's root, with /) belongs to. */
function roomOf(file: string): string {
  if (CONFIG_SIDE.test(file)) return 'src/config';
  const parts = file.split('/');
  return SPLIT.has(parts[0]!) && parts.length > 1 ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

function projectFiles(root: string) {
  const read = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, root);
}

const posix = (path: string) => path.split(sep).join('/');

/** Every import between the project's code files (test files left out), as file -> file from the root. */
export function importEdges(root = ROOT): Edge[] {
  const { fileNames, options } = projectFiles(root);
  const host = ts.createCompilerHost(options);
  const edges: Edge[] = [];
  for (const file of fileNames) {
    const from = posix(relative(root, file));
    if (!CODE_FILE.test(file) || TEST_FILE.test(file) || from.startsWith('..')) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const bare = specifier.replace(/\?.*$/, '');
      let target: string | undefined;
      if (bare.startsWith('.')) {
        const resolved = ts.resolveModuleName(bare, file, options, host).resolvedModule;
        // Not code (a stylesheet, JSON, an HTML page): the file named is the target.
        target = resolved && !resolved.isExternalLibraryImport ? resolved.resolvedFileName : join(dirname(file), bare);
      }
      if (!target) continue; // a package
      const to = posix(relative(root, target));
      if (!to.startsWith('..') && !to.startsWith('node_modules/')) edges.push({ from, to });
    }
  }
  return edges;
}

interface RoomCycle {
  rooms: string[];
  /** The imports that make the cycle: every file -> file edge between two rooms of the component. */
  edges: Edge[];
}

/** The room graph: each room and the rooms it imports. */
function roomGraph(edges: Edge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const node = (room: string) => graph.get(room) ?? graph.set(room, new Set()).get(room)!;
  for (const { from } of edges) node(roomOf(from));
  for (const { from, to } of edges) {
    const [a, b] = [roomOf(from), roomOf(to)];
    node(b);
    if (a !== b) node(a).add(b);
  }
  return graph;
}

/** Strongly connected components of more than one room (Tarjan), each with the file imports between its rooms. */
function roomCycles(edges: Edge[], graph: Map<string, Set<string>>): RoomCycle[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const room of [...graph.keys()].sort()) if (!index.has(room)) visit(room);
  return components.map((rooms) => {
    const inside = new Set(rooms);
    return {
      rooms,
      edges: edges
        .filter(({ from, to }) => roomOf(from) !== roomOf(to) && inside.has(roomOf(from)) && inside.has(roomOf(to)))
        .sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`)),
    };
  });
}

/** The report: each cycle with its imports grouped by room edge, or the room graph when there is none. */
export function report(edges: Edge[]): { ok: boolean; text: string } {
  const graph = roomGraph(edges);
  const cycles = roomCycles(edges, graph);
  if (cycles.length === 0) {
    const lines = [...graph.keys()]
      .sort()
      .map((room) => `  ${room} -> ${[...graph.get(room)!].sort().join(', ') || '(nothing)'}`);
    return { ok: true, text: [`folder-cycles: no cycle among ${graph.size} rooms`, ...lines].join('\n') };
  }
  const lines = [`folder-cycles: ${cycles.length} cycle(s) between rooms (decision 061)`];
  for (const { rooms, edges: inner } of cycles) {
    lines.push('', `cycle: ${rooms.join(', ')}`);
    const byPair = new Map<string, Edge[]>();
    for (const edge of inner) {
      const pair = `${roomOf(edge.from)} -> ${roomOf(edge.to)}`;
      byPair.set(pair, [...(byPair.get(pair) ?? []), edge]);
    }
    for (const [pair, list] of byPair) {
      lines.push(`  ${pair}`);
      for (const { from, to } of list) lines.push(`    ${from} -> ${to}`);
    }
  }
  return { ok: false, text: lines.join('\n') };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--root');
  const { ok, text } = report(importEdges(at > 0 ? resolve(process.argv[at + 1]!) : ROOT));
  (ok ? console.log : console.error)(text);
  process.exitCode = ok ? 0 : 1;
}
