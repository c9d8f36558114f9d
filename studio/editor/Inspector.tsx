/**
 * The form of what is selected: a section (the schema's section settings and its component's options), a header
 * tab or footer link, or else the page's own settings. Every change is one edit (undoable), checked at once; each
 * problem shows beside its field, and problems no field shows are listed first with their place.
 */
import { useSnapshot } from 'valtio';
import type { ConfigProblem, PortalConfig, SourceConfig, Text } from '../../src/config/portal-config';
import { localText } from '../../src/i18n/i18n';
import { catalogEditing } from '../../src/config/catalog-editing';
import { isComponentName } from '../../src/config/catalog';
import { sectionName, pageName } from '../model/change-list';
import { problemsUnder } from '../model/check';
import { getAt, setAt } from '../model/edits';
import { linkFields, pageFields, sectionFields, type Field } from '../model/form-model';
import { apply, studio } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import { FieldInput } from './FieldInput';
import { fieldId } from './field-id';
import { SourceField } from './SourceField';
import * as s from './editor.css';

const esc = (id: string) => id.replace(/~/g, '~0').replace(/\//g, '~1');

function target(
  config: PortalConfig,
  selection: typeof studio.selection,
): { base: string; fields: Field[]; title: string; component?: string } | null {
  const { pageId, section, list } = selection;
  if (list) {
    const base = list === 'tabs' ? `/header/tabs/${section}` : `/footer/${list}/${section}`;
    return section === null ? null : { base, fields: linkFields(list === 'tabs'), title: '' };
  }
  const page = config.pages[pageId];
  if (!page) return null;
  if (section === null) return { base: `/pages/${esc(pageId)}`, fields: pageFields(), title: '' };
  const sec = page.sections[section];
  if (!sec) return null;
  return {
    base: `/pages/${esc(pageId)}/sections/${section}`,
    fields: sectionFields(sec),
    title: '',
    component: sec.component,
  };
}

export function Inspector({ problems }: { problems: readonly ConfigProblem[] }) {
  const { t, locale } = useStudioT();
  const snap = useSnapshot(studio);
  const config = snap.draft as PortalConfig | null;
  if (!config) return null;
  const what = target(config, snap.selection);
  if (!what) return <p>{t('selectSomething')}</p>;
  const { base, fields, component } = what;
  const object = getAt(config, base) as Record<string, unknown>;
  const routes = Object.values(config.pages).map((p) => p.route);
  const tabs = config.header.tabs.map((tab) => tab.id);
  const edit = (pointer: string, value: unknown) => apply(setAt(studio.draft!, `${base}${pointer}`, value));
  const heading = snap.selection.list
    ? localText(locale, (object as { label?: Text }).label) || t('links')
    : snap.selection.section === null
      ? pageName(config, snap.selection.pageId, locale)
      : `${sectionName(object as never, locale)} · ${component && isComponentName(component) ? catalogEditing[component].label[locale] : component}`;
  const shown = new Set(fields.map((f) => `${base}${f.pointer}`));
  const elsewhere = problemsUnder(problems, base).filter(
    (p) => ![...shown].some((ptr) => p.pointer === ptr || p.pointer.startsWith(`${ptr}/`)),
  );

  return (
    <section aria-labelledby="inspector-title">
      <h2 id="inspector-title" className={s.heading}>
        {heading}
      </h2>
      {elsewhere.length > 0 && (
        <ul role="alert" className={s.problem}>
          {elsewhere.map((p, i) => (
            <li key={i}>
              <code>{p.pointer.slice(base.length) || '/'}</code>: {p.message}. {p.fix}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => e.preventDefault()}>
        {fields.map((field) => {
          const pointer = `${base}${field.pointer}`;
          const value = getAt(object, field.pointer);
          const own = problemsUnder(problems, pointer);
          return (
            <FieldInput
              key={field.key}
              field={field}
              pointer={pointer}
              value={value}
              problems={own}
              locale={locale}
              choices={field.kind === 'tab' ? tabs : routes}
              onChange={(next) => edit(field.pointer, next)}
            >
              {field.kind === 'source' && component && (
                <SourceField
                  id={fieldId(pointer)}
                  pointer={pointer}
                  component={component}
                  slot={field.key.startsWith('options.') ? field.key.slice('options.'.length) : 'source'}
                  source={value as SourceConfig | undefined}
                  locale={locale}
                  onChange={(next) => edit(field.pointer, next)}
                />
              )}
            </FieldInput>
          );
        })}
      </form>
    </section>
  );
}
