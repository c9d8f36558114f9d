/**
 * The studio's state: the published config (and its ETag), the draft being edited, undo and redo as whole configs
 * (edits share everything they did not change, so a step costs a few objects; decision 022), and what is selected.
 * Client state, so valtio (as the portal's session); the configs are frozen references, never proxied deeply.
 */
import { proxy, ref } from 'valtio';
import type { PortalConfig } from '../../src/config/portal-config';

export interface Selection {
  pageId: string;
  /** Index of the selected section on the page, or null for the page's own settings. */
  section: number | null;
  /** Header tabs or footer links, when those are being edited instead of a page. */
  list?: 'tabs' | 'personalLinks' | 'companyLinks';
}

interface StudioState {
  published: PortalConfig | null;
  etag: string | null;
  draft: PortalConfig | null;
  past: PortalConfig[];
  future: PortalConfig[];
  selection: Selection;
}

const HISTORY_LIMIT = 200;

export const studio = proxy<StudioState>({
  published: null,
  etag: null,
  draft: null,
  past: [],
  future: [],
  selection: { pageId: 'home', section: null },
});

/** The config as published, with its ETag: the draft starts from it, undo history starts empty. */
export function loadPublished(config: PortalConfig, etag: string) {
  studio.published = ref(config);
  studio.etag = etag;
  studio.draft = ref(config);
  studio.past = [];
  studio.future = [];
  keepSelectionValid();
}

/** A new draft from an edit: one undo step. */
export function apply(next: PortalConfig) {
  const current = studio.draft;
  if (!current || next === current) return;
  studio.past = [...studio.past.slice(-HISTORY_LIMIT + 1), ref(current)];
  studio.future = [];
  studio.draft = ref(next);
  keepSelectionValid();
}

export function undo() {
  const previous = studio.past.at(-1);
  if (!previous || !studio.draft) return;
  studio.future = [ref(studio.draft), ...studio.future];
  studio.past = studio.past.slice(0, -1);
  studio.draft = previous;
  keepSelectionValid();
}

export function redo() {
  const next = studio.future[0];
  if (!next || !studio.draft) return;
  studio.past = [...studio.past, ref(studio.draft)];
  studio.future = studio.future.slice(1);
  studio.draft = next;
  keepSelectionValid();
}

/** An imported or recovered config replaces the draft (undoable like any edit). */
export const replaceDraft = (config: PortalConfig) => apply(config);

/** After publishing: what was published is the new base; the undo history stays. */
export function markPublished(config: PortalConfig, etag: string) {
  studio.published = ref(config);
  studio.etag = etag;
}

/** Selects a page's section (or its own settings, for null) or a header tab or footer link; kept valid (below). */
export function select(pageId: string, section: number | null, list?: Selection['list']) {
  const wanted: Selection = list ? { pageId, section, list } : { pageId, section };
  studio.selection = studio.draft ? validSelection(studio.draft, wanted) : wanted;
}

export const isDirty = () => Boolean(studio.draft && studio.published && studio.draft !== studio.published);

/** The links a list selection names. */
export const linksOf = (config: PortalConfig, list: NonNullable<Selection['list']>) =>
  list === 'tabs' ? config.header.tabs : config.footer[list];

/**
 * The selection as it may stay in `config` (issue 32, item 1): a page that is there (else the first), and a section
 * or link that is there: past the end of its list it becomes the last one, in an empty list nothing (the page's own
 * settings, or the list without a link chosen). The same selection back when it is valid.
 */
function validSelection(config: PortalConfig, selection: Selection): Selection {
  const { pageId, section, list } = selection;
  const page = config.pages[pageId] ? pageId : (Object.keys(config.pages)[0] ?? 'home');
  if (page !== pageId && !list) return { pageId: page, section: null };
  const length = list ? linksOf(config, list).length : (config.pages[page]?.sections.length ?? 0);
  const index = section === null || !length ? null : Math.min(Math.max(0, Math.trunc(section)), length - 1);
  if (page === pageId && index === section) return selection;
  return list ? { pageId: page, section: index, list } : { pageId: page, section: index };
}

function keepSelectionValid() {
  if (!studio.draft) return;
  const next = validSelection(studio.draft, studio.selection);
  if (next !== studio.selection) studio.selection = next;
}
