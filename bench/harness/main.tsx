// The render harness: window.__bench renders the config-driven home (PageView) and the hand-written one into fresh
// roots and times them, renders list sections of growing length, and times the browser's config validation.
// Driven by bench/render.mjs through Playwright; nothing here reaches the network (fetch is held, see below).
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import validateSchema from 'virtual:portal-config-validator';
import portal from '../../pages.config/portal.json';
import { operations } from '../../sdk/operations.gen';
import { PortalConfigContext } from '../../src/config/config-context';
import { checkConfigRules, type ContractInfo } from '../../src/config/config-rules';
import { configProblems } from '../../src/config/config-problems';
import type { PortalConfig } from '../../src/config/portal-config';
import { PageView } from '../../src/renderer/PageView/PageView';
import { SectionView } from '../../src/renderer/SectionView/SectionView';
import * as sectionView from '../../src/renderer/SectionView/SectionView.css';
import '../../src/theme.css';
import { benchClient, fillPage, listSection } from './fixtures';
import { HandWrittenHome, HOME_QUERIES } from './HandWrittenHome';

const config = portal as unknown as PortalConfig;
const home = config.pages.home!;
const stage = document.getElementById('stage')!;

// The login panel's QR widget asks for a login link on mount (in both variants alike). Hold every fetch so no
// answer lands between timed renders; count them so the report can say how many were asked for.
let fetches = 0;
window.fetch = () => {
  fetches++;
  return new Promise<Response>(() => {});
};

const client = benchClient();
const unfilled = fillPage(client, home);

function Providers({ client: c, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <PortalConfigContext.Provider value={config}>
      <QueryClientProvider client={c}>
        <MemoryRouter initialEntries={['/home']}>{children}</MemoryRouter>
      </QueryClientProvider>
    </PortalConfigContext.Provider>
  );
}

type Variant = 'config' | 'hand';
const tree = (variant: Variant) => (
  <Providers client={client}>
    {variant === 'config' ? (
      <PageView page={home} search={new URLSearchParams()} />
    ) : (
      <HandWrittenHome search={new URLSearchParams()} />
    )}
  </Providers>
);

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const pause = (msec = 0) => new Promise((r) => setTimeout(r, msec));

/** Mounts `element` into a fresh root; returns mount-to-commit and commit-plus-layout times and the drawn HTML. */
function timedRender(element: ReactNode, keep = false) {
  const host = stage.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const start = performance.now();
  flushSync(() => root.render(element)); // commit, layout effects, and (sync lane) passive effects
  const commit = performance.now() - start;
  void host.getBoundingClientRect().height; // force style and layout
  const layout = performance.now() - start;
  const html = keep ? host.innerHTML : '';
  const elements = host.getElementsByTagName('*').length;
  root.unmount();
  host.remove();
  return { commit, layout, html, elements };
}

/** Until the lazily loaded section components have arrived, the config-driven page shows Suspense fallbacks. */
async function warmUp(rounds: number) {
  for (let i = 0; i < 100; i++) {
    const host = stage.appendChild(document.createElement('div'));
    const root = createRoot(host);
    flushSync(() => root.render(tree('config')));
    await pause(20);
    const pending = host.querySelectorAll(`.${sectionView.loading}`).length;
    root.unmount();
    host.remove();
    if (!pending) break;
  }
  for (let i = 0; i < rounds; i++) for (const v of ['config', 'hand'] as const) timedRender(tree(v));
}

// useId values differ with tree position; everything else must match.
const normalise = (html: string) => html.replace(/_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:/g, 'ID');

async function builder(runs: number, warm: number) {
  const missingKeys = Object.entries(HOME_QUERIES)
    .filter(([, o]) => client.getQueryData(o.queryKey) === undefined)
    .map(([k]) => k);
  await warmUp(warm);
  const a = timedRender(tree('config'), true);
  const b = timedRender(tree('hand'), true);
  const sameDom = normalise(a.html) === normalise(b.html);
  const times: Record<Variant, { commit: number[]; layout: number[] }> = {
    config: { commit: [], layout: [] },
    hand: { commit: [], layout: [] },
  };
  const before = fetches;
  for (let i = 0; i < runs; i++) {
    // ABBA order, so neither variant always runs first.
    for (const v of (i % 2 ? ['hand', 'config'] : ['config', 'hand']) as Variant[]) {
      gc();
      await pause();
      const t = timedRender(tree(v));
      times[v].commit.push(t.commit);
      times[v].layout.push(t.layout);
    }
  }
  return {
    times,
    check: {
      unfilled,
      missingKeys,
      sameDom,
      elements: { config: a.elements, hand: b.elements },
      htmlLength: { config: a.html.length, hand: b.html.length },
      heldFetches: fetches - before,
    },
    sample: sameDom ? undefined : { config: normalise(a.html), hand: normalise(b.html) },
  };
}

/** A list section (through SectionView, as config would have it) with each number of records; `runs` by size. */
async function lists(component: 'JobList' | 'SkillList', runs: Record<number, number>) {
  const out: Record<number, { commit: number[]; layout: number[]; elements: number }> = {};
  for (const n of Object.keys(runs).map(Number)) {
    const c = benchClient();
    const section = listSection(c, component, n);
    const element = (
      <Providers client={c}>
        <SectionView section={section} search={new URLSearchParams()} />
      </Providers>
    );
    await warmUpList(element);
    const r = { commit: [] as number[], layout: [] as number[], elements: 0 };
    for (let i = 0; i < runs[n]!; i++) {
      gc();
      await pause();
      const t = timedRender(element);
      r.commit.push(t.commit);
      r.layout.push(t.layout);
      r.elements = t.elements;
    }
    out[n] = r;
  }
  return out;
}

async function warmUpList(element: ReactNode) {
  for (let i = 0; i < 50 && timedRender(element, true).html.includes(sectionView.loading); i++) await pause(20);
  timedRender(element);
}

/** What the browser does with a served portal.config.json: precompiled schema validator, then the contract rules. */
const browserContract: ContractInfo = {
  operations: Object.fromEntries(Object.entries(operations).map(([id, op]) => [id, { method: op.method }])),
};

async function validation(text: string, runs: number) {
  const time = (fn: () => unknown) => {
    const start = performance.now();
    fn();
    return performance.now() - start;
  };
  const doc = JSON.parse(text) as PortalConfig;
  const out = {
    parse: [] as number[],
    schema: [] as number[],
    rules: [] as number[],
    total: [] as number[],
    problems: configProblems(doc).length,
  };
  for (let i = 0; i < runs + 3; i++) {
    gc();
    await pause();
    const sample = {
      parse: time(() => JSON.parse(text)),
      schema: time(() => validateSchema(doc)),
      rules: time(() => checkConfigRules(doc, browserContract, 'portal.config.json')),
      total: time(() => configProblems(doc)),
    };
    if (i < 3) continue; // warm-up
    for (const k of ['parse', 'schema', 'rules', 'total'] as const) out[k].push(sample[k]);
  }
  return out;
}

Object.assign(window, {
  __bench: {
    builder,
    lists,
    validation,
    info: () => ({
      crossOriginIsolated,
      userAgent: navigator.userAgent,
      gcExposed: typeof (globalThis as { gc?: unknown }).gc === 'function',
    }),
  },
});
document.body.dataset.ready = 'true';
