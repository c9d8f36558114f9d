// The CPU time of the process serving a loopback port and of its children (Linux /proc): how many cores the portal
// server used while it was measured, whatever command started it (tsx, a compiled build, a cluster of workers).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** The inodes of the sockets listening on `port` (IPv4 or IPv6). */
function listeningInodes(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'])
    for (const line of read(table).split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length > 9 && f[1]?.endsWith(`:${hex}`) && f[3] === '0A') inodes.add(f[9]);
    }
  return inodes;
}

/** The processes (this user's, readable) holding a socket that listens on `port`. */
export function pidsListeningOn(port) {
  const wanted = [...listeningInodes(port)].map((i) => `socket:[${i}]`);
  if (!wanted.length) return [];
  const found = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    if (
      fds.some((fd) => {
        try {
          return wanted.includes(readlinkSync(`/proc/${pid}/fd/${fd}`));
        } catch {
          return false;
        }
      })
    )
      found.push(Number(pid));
  }
  return found;
}

/** `pids` and their descendants (bounded depth). */
export function processTree(pids, depth = 4) {
  const all = new Set(pids);
  let level = pids;
  for (let d = 0; d < depth && level.length; d++) {
    const next = [];
    for (const pid of level) {
      let tasks;
      try {
        tasks = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const t of tasks)
        for (const child of read(`/proc/${pid}/task/${t}/children`).trim().split(/\s+/).filter(Boolean).map(Number))
          if (!all.has(child)) {
            all.add(child);
            next.push(child);
          }
    }
    level = next;
  }
  return [...all];
}

/** How many of `pids` run Node (the portal's workers: one connection each in the per-core run). */
export const nodeProcesses = (pids) =>
  pids.filter((pid) => {
    try {
      return /node/.test(readlinkSync(`/proc/${pid}/exe`));
    } catch {
      return false;
    }
  }).length;

/** User + system CPU seconds used so far by `pids` (those still running). */
export function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const stat = read(`/proc/${pid}/stat`);
    // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (rest.length > 13) ticks += Number(rest[11]) + Number(rest[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** A process's environment (empty when it cannot be read). */
export function environOf(pid) {
  return Object.fromEntries(
    read(`/proc/${pid}/environ`)
      .split('\0')
      .filter((kv) => kv.includes('='))
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
}
