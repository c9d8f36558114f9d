/**
 * The fields of the studio's forms. A section's form shows what its component's editing definition names
 * (src/config/components/<Name>/editing.ts; decision 049): its settings, its data as a choice by name, pickers for the source
 * parameters that have them, and its own options with their words. Transport parameters (platform, companyid,
 * user-token, page, size) and the raw data source are never fields. Types, limits and defaults come from
 * pages.config/schema.json (and the options' TypeBox schemas); page and link forms are the schema's settings.
 */
import schema from '../../pages.config/schema.json';
import { isComponentName } from '../../src/config/catalog';
import { editingOf } from '../../src/config/catalog-editing';
import type { SectionConfig, SourceConfig } from '../../src/config/portal-config';
import type { PickerKind, SectionSetting, Words } from '../../src/config/components/section-editing';
import { studioContract } from './check';

type Node = Record<string, unknown>;

export type FieldKind =
  | 'boolean'
  | 'enum'
  | 'number'
  | 'text'
  | 'localText'
  | 'route'
  | 'tab'
  | 'memberPage'
  | 'source'
  | 'json'
  | 'data'
  | 'picker'
  | 'richText';

export interface Field {
  /** Key in the object edited (`options.intervalMs` style for component options). */
  key: string;
  /** Pointer relative to the object edited. */
  pointer: string;
  kind: FieldKind;
  /** The schema's description (the English help when no words are given). */
  help: string;
  /** The editor's name and help of the field, where the definition gives them (else the studio's setting table). */
  label?: Words;
  helpWords?: Words;
  min?: number;
  max?: number;
  options?: readonly string[];
  /** Names of an enum's values, where the definition gives them. */
  optionWords?: Readonly<Record<string, Words>>;
  required?: boolean;
  /** The schema's default (what the portal assumes when the setting is left out). */
  default?: unknown;
  /** A data field's named choices (value: the index of the choice). */
  choices?: readonly { value: string; label: Words }[];
  /** A picker field: where its names come from. */
  picker?: PickerKind;
  /** Emptying this number leaves the setting out (its plain meaning); otherwise an empty number is a problem. */
  clearable?: boolean;
}

const defs = (schema as unknown as { $defs: Record<string, Node> }).$defs;
const deref = (node: Node): Node =>
  typeof node.$ref === 'string' ? { ...deref(defs[node.$ref.split('/').pop()!]!), ...omit(node, '$ref') } : node;
const omit = (node: Node, key: string) => Object.fromEntries(Object.entries(node).filter(([k]) => k !== key));

/** The kind of field a property schema asks for. */
function kindOf(property: Node): FieldKind {
  const ref = typeof property.$ref === 'string' ? property.$ref.split('/').pop() : undefined;
  if (ref === 'text') return 'localText';
  if (ref === 'route' || ref === 'target') return 'route';
  if (ref === 'source') return 'source';
  const node = deref(property);
  if (node.type === 'boolean') return 'boolean';
  if (Array.isArray(node.enum)) return 'enum';
  if (node.type === 'integer' || node.type === 'number') return 'number';
  if (node.type === 'string') return 'text';
  return 'json';
}

function fieldsOf(object: Node, skip: readonly string[], prefix = ''): Field[] {
  const properties = (deref(object).properties ?? {}) as Record<string, Node>;
  const required = new Set((deref(object).required as string[] | undefined) ?? []);
  return Object.entries(properties)
    .filter(([key]) => !skip.includes(key))
    .map(([key, property]) => {
      const node = deref(property);
      const kind = kindOf(property);
      return {
        key: prefix ? `${prefix}.${key}` : key,
        pointer: `${prefix ? `/${prefix}` : ''}/${key}`,
        kind,
        help: String(property.description ?? node.description ?? ''),
        ...(typeof node.minimum === 'number' ? { min: node.minimum } : {}),
        ...(typeof node.maximum === 'number' ? { max: node.maximum } : {}),
        ...(Array.isArray(node.enum) ? { options: node.enum.map(String) } : {}),
        ...(required.has(key) ? { required: true } : {}),
        ...(node.default !== undefined ? { default: node.default } : {}),
      };
    });
}

/** The schema's section settings, by key. */
const SECTION_SETTINGS = new Map(fieldsOf(defs.section!, []).map((f) => [f.key, f]));

/** A section's title is the section's, not the page's: its own words. */
const SECTION_TITLE: Pick<Field, 'label' | 'helpWords'> = {
  label: { 'zh-CN': '栏目标题', en: 'Section title' },
  helpWords: {
    'zh-CN': '显示在栏目顶部。右边的英文标题给英文版的访客看，改了中文请一并修改。',
    en: 'Shown at the top of the section. The English title is for visitors reading in English.',
  },
};

/** Numbers whose empty box has a plain meaning ("as many as asked", "in the usual order"). */
const CLEARABLE: ReadonlySet<SectionSetting> = new Set(['show', 'careOrder']);

function settingField(key: SectionSetting): Field | undefined {
  const field = SECTION_SETTINGS.get(key);
  if (!field) return undefined;
  return {
    ...field,
    ...(key === 'title' ? SECTION_TITLE : {}),
    ...(field.kind === 'number' && CLEARABLE.has(key) ? { clearable: true } : {}),
  };
}

/** Whether a source matches a data choice: the same operation, and the choice's own parameters as it has them. */
export const matchesChoice = (source: SourceConfig | undefined, choice: SourceConfig) =>
  source?.operation === choice.operation &&
  Object.entries(choice.params ?? {}).every(([k, v]) => JSON.stringify(source.params?.[k]) === JSON.stringify(v));

/** The fields of a section's form, as its component's editing definition names them. */
export function sectionFields(section: Pick<SectionConfig, 'component' | 'source'>): Field[] {
  if (!isComponentName(section.component)) return [];
  const editing = editingOf(section.component);
  const settings = editing.settings.map(settingField).filter((f): f is Field => f !== undefined);
  const title = settings.filter((f) => f.key === 'title');
  const rest = settings.filter((f) => f.key !== 'title');
  const data: Field[] =
    editing.data && editing.data.length > 1
      ? [
          {
            key: 'source',
            pointer: '/source',
            kind: 'data',
            help: '',
            label: { 'zh-CN': '显示什么', en: 'What it shows' },
            helpWords: { 'zh-CN': '栏目的内容从哪里来。', en: 'Where the section’s records come from.' },
            choices: editing.data.map((choice, i) => ({ value: String(i), label: choice.label })),
          },
        ]
      : [];
  const taken = studioContract.operations[section.source?.operation ?? '']?.params ?? {};
  const pickers: Field[] = (editing.pickers ?? [])
    .filter((p) => taken[p.param])
    .map((p) => ({
      key: `source.params.${p.param}`,
      pointer: `/source/params/${p.param}`,
      help: '',
      label: p.label,
      helpWords: p.help,
      // A typed filter (只显示含关键词) is a text box; the others choose among names from the API.
      ...(p.picker === 'text' ? { kind: 'text' as const } : { kind: 'picker' as const, picker: p.picker }),
    }));
  const words = editing.optionWords ?? {};
  const options = editing.options
    ? fieldsOf({ ...editing.options }, [], 'options').flatMap((f): Field[] => {
        const own = words[f.key.slice('options.'.length)];
        return own
          ? [
              {
                ...f,
                label: own.label,
                helpWords: own.help,
                ...(own.choices ? { optionWords: own.choices } : {}),
                ...(own.richText ? { kind: 'richText' as const } : {}),
              },
            ]
          : [];
      })
    : [];
  return [...title, ...data, ...pickers, ...rest, ...options];
}

/** The source a data choice stands for, keeping the picked parameters the new operation also takes. */
export function sourceForChoice(component: string, index: number, current: SourceConfig | undefined) {
  if (!isComponentName(component)) return current;
  const choice = editingOf(component).data?.[index];
  if (!choice) return current;
  const taken = studioContract.operations[choice.source.operation]?.params ?? {};
  const pickers = new Set((editingOf(component).pickers ?? []).map((p) => p.param));
  const kept = Object.entries(current?.params ?? {}).filter(([k]) => pickers.has(k) && taken[k]);
  const params = { ...Object.fromEntries(kept), ...choice.source.params };
  return { ...choice.source, ...(Object.keys(params).length ? { params } : {}) } satisfies SourceConfig;
}

/** The index of the data choice a section's source is, or -1 (a source set some other way). */
export function choiceOf(component: string, source: SourceConfig | undefined): number {
  if (!isComponentName(component)) return -1;
  return (editingOf(component).data ?? []).findIndex((choice) => matchesChoice(source, choice.source));
}

const PAGE_SKIP = ['sections'];
/** A page's settings: its own address is typed (not chosen among pages), its menu highlight is a header tab. */
export const pageFields = (): Field[] =>
  fieldsOf(defs.page!, PAGE_SKIP).map((f) =>
    f.key === 'menu' ? { ...f, kind: 'tab' as const } : f.key === 'route' ? { ...f, kind: 'text' as const } : f,
  );

/**
 * A header tab's or footer link's fields (a tab also has its id, which pages name as their menu highlight); its
 * member-centre page is chosen from the site's list by name, never typed as a code (issue 32, item 6).
 */
export const linkFields = (withId: boolean): Field[] => [
  ...(withId
    ? [
        {
          key: 'id',
          pointer: '/id',
          kind: 'text' as const,
          help: 'Short id of the tab: pages name it as their menu highlight.',
          required: true,
        },
      ]
    : []),
  ...fieldsOf(defs.linkBase!, []).map((f) => (f.key === 'memberCentre' ? { ...f, kind: 'memberPage' as const } : f)),
];
