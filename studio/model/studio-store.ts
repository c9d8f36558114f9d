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
  if (!config.pages[studio.selection.pageId])
    studio.selection = { pageId: Object.keys(config.pages)[0]!, section: null };
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

export function select(pageId: string, section: number | null, list?: Selection['list']) {
  studio.selection = list ? { pageId, section, list } : { pageId, section };
}

export const isDirty = () => Boolean(studio.draft && studio.published && studio.draft !== studio.published);

function keepSelectionValid() {
  const { pageId, section, list } = studio.selection;
  const page = studio.draft?.pages[pageId];
  if (!page) return select(Object.keys(studio.draft?.pages ?? {})[0] ?? 'home', null);
  if (!list && section !== null && section >= page.sections.length)
    select(pageId, page.sections.length ? page.sections.length - 1 : null);
}
