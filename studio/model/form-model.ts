/**
 * The fields of the studio's forms, generated from pages.config/schema.json (and the catalogue's option schemas):
 * a boolean is a switch, an enum a select, a number has its minimum, a text is zh-CN and en side by side, a data
 * source is an operation the component can draw. The schema's descriptions are the English help texts; the Chinese
 * ones, and the names of settings and choices, are in field-labels.ts.
 */
import schema from '../../pages.config/schema.json';
import { isComponentName } from '../../src/config/catalog';
import { editingOf } from '../../src/config/catalog-editing';
import type { SectionConfig } from '../../src/config/portal-config';

type Node = Record<string, unknown>;

export type FieldKind = 'boolean' | 'enum' | 'number' | 'text' | 'localText' | 'route' | 'tab' | 'source' | 'json';

export interface Field {
  /** Key in the object edited (`options.intervalMs` style for component options). */
  key: string;
  /** Pointer relative to the object edited. */
  pointer: string;
  kind: FieldKind;
  help: string;
  min?: number;
  max?: number;
  options?: readonly string[];
  required?: boolean;
  /** The schema's default (what the portal assumes when the setting is left out). */
  default?: unknown;
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

/** Settings a section form leaves to other parts of the studio (the outline) or to the JSON file. */
const SECTION_SKIP = ['id', 'component', 'sources', 'filters', 'when', 'options'];

/** The fields of a section's form: the schema's section settings, then its component's own options. */
export function sectionFields(section: Pick<SectionConfig, 'component'>): Field[] {
  const fields = fieldsOf(defs.section!, SECTION_SKIP);
  if (!isComponentName(section.component)) return fields;
  const options = editingOf(section.component).options;
  return options ? [...fields, ...fieldsOf(options as Node, [], 'options')] : fields;
}

const PAGE_SKIP = ['sections'];
export const pageFields = (): Field[] =>
  fieldsOf(defs.page!, PAGE_SKIP).map((f) => (f.key === 'menu' ? { ...f, kind: 'tab' as const } : f));

/** A header tab's or footer link's fields (a tab also has its id, which pages name as their menu highlight). */
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
  ...fieldsOf(defs.linkBase!, []),
];
