/**
 * The form of what is selected: a section (what its component's editing definition names: decision 049), a header
 * tab or footer link, or else the page's own settings. Every change is one edit (undoable), checked at once; each
 * problem shows beside its field in the editor's words, and problems no field shows are listed first.
 */
import { useSnapshot } from 'valtio';
import type { ConfigProblem, PortalConfig, SectionConfig, SourceConfig, Text } from '../../src/config/portal-config';
import { localText } from '../../src/i18n/i18n';
import { catalogEditing } from '../../src/config/catalog-editing';
import { isComponentName } from '../../src/config/catalog';
import { sectionName, pageName } from '../model/change-list';
import { checkWarnings, problemsUnder } from '../model/check';
import { getAt, setAt } from '../model/edits';
import { choiceOf, linkFields, pageFields, sectionFields, sourceForChoice, type Field } from '../model/form-model';
import { apply, linksOf, studio } from '../model/studio-store';
import { optionLabel, type StudioLocale } from '../model/field-labels';
import { useStudioT } from '../i18n/use-studio-t';
import { PickerField } from '../pickers/PickerField';
import { RichTextField } from '../rich-text/RichTextField';
import { FieldInput, type FieldChoice } from './FieldInput';
import { fieldId } from './field-id';
import { ProblemText } from './ProblemText';
import * as s from './editor.css';

const esc = (id: string) => id.replace(/~/g, '~0').replace(/\//g, '~1');

function target(
  config: PortalConfig,
  selection: typeof studio.selection,
): { base: string; fields: Field[]; component?: string } | null {
  const { pageId, section, list } = selection;
  if (list) {
    const base = list === 'tabs' ? `/header/tabs/${section}` : `/footer/${list}/${section}`;
    return section === null || !linksOf(config, list)[section] ? null : { base, fields: linkFields(list === 'tabs') };
  }
  const page = config.pages[pageId];
  if (!page) return null;
  if (section === null) return { base: `/pages/${esc(pageId)}`, fields: pageFields() };
  const sec = page.sections[section];
  if (!sec) return null;
  return { base: `/pages/${esc(pageId)}/sections/${section}`, fields: sectionFields(sec), component: sec.component };
}

/** The choices of a field by name: pages for a link, header tabs for a menu highlight, a section's data choices. */
function choicesFor(field: Field, config: PortalConfig, locale: StudioLocale): FieldChoice[] {
  if (field.kind === 'data') return (field.choices ?? []).map((c) => ({ value: c.value, label: c.label[locale] }));
  if (field.kind === 'memberPage')
    return Object.keys(config.site.memberCentre.paths).map((name) => ({
      value: name,
      label: optionLabel('memberCentre', name, locale),
    }));
  if (field.kind === 'tab')
    return config.header.tabs.map((tab) => ({ value: tab.id, label: localText(locale, tab.label) || tab.id }));
  return Object.entries(config.pages).map(([id, page]) => ({
    value: page.route,
    label: `${pageName(config, id, locale)}（${page.route}）`,
  }));
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
  const edit = (pointer: string, value: unknown) => apply(setAt(studio.draft!, `${base}${pointer}`, value));
  const heading = snap.selection.list
    ? localText(locale, (object as { label?: Text }).label) || t('links')
    : snap.selection.section === null
      ? pageName(config, snap.selection.pageId, locale)
      : `${sectionName(object as unknown as SectionConfig, locale)} · ${component && isComponentName(component) ? catalogEditing[component].label[locale] : component}`;
  const shown = fields.map((f) => `${base}${f.pointer}`);
  // Problems no field shows, then the warnings about what is selected (提醒: they do not stop publishing).
  const elsewhere = [...problemsUnder(problems, base), ...problemsUnder(checkWarnings(config, problems), base)].filter(
    (p) => !shown.some((ptr) => p.pointer === ptr || p.pointer.startsWith(`${ptr}/`)),
  );

  return (
    <section aria-labelledby="inspector-title">
      <h2 id="inspector-title" className={s.heading}>
        {heading}
      </h2>
      {elsewhere.length > 0 && (
        <div role="alert">
          <ProblemText problems={elsewhere} locale={locale} />
        </div>
      )}
      <form onSubmit={(e) => e.preventDefault()}>
        {fields.map((field) => {
          const pointer = `${base}${field.pointer}`;
          const own = problemsUnder(problems, pointer);
          if (field.kind === 'data')
            return (
              <FieldInput
                key={field.key}
                field={field}
                pointer={pointer}
                value={String(choiceOf(component ?? '', object.source as SourceConfig | undefined))}
                problems={own}
                locale={locale}
                choices={[
                  ...(choiceOf(component ?? '', object.source as SourceConfig | undefined) < 0
                    ? [{ value: '-1', label: t('otherSource') }]
                    : []),
                  ...choicesFor(field, config, locale),
                ]}
                onChange={(next) =>
                  edit('/source', sourceForChoice(component ?? '', Number(next), object.source as SourceConfig))
                }
              />
            );
          const value = getAt(object, field.pointer);
          return (
            <FieldInput
              key={field.key}
              field={field}
              pointer={pointer}
              value={value}
              problems={own}
              locale={locale}
              choices={
                field.kind === 'route' || field.kind === 'tab' || field.kind === 'memberPage'
                  ? choicesFor(field, config, locale)
                  : undefined
              }
              onChange={(next) => edit(field.pointer, next)}
            >
              {field.kind === 'richText' && (
                <RichTextField
                  id={fieldId(pointer)}
                  value={typeof value === 'string' ? value : ''}
                  locale={locale}
                  labelledBy={`${fieldId(pointer)}-label`}
                  describedBy={field.helpWords ? `${fieldId(pointer)}-help` : undefined}
                  invalid={own.length > 0 || undefined}
                  onChange={(next) => edit(field.pointer, next)}
                />
              )}
              {field.kind === 'picker' && field.picker && (
                <PickerField
                  id={fieldId(pointer)}
                  kind={field.picker}
                  value={value}
                  locale={locale}
                  className={s.input}
                  describedBy={field.helpWords ? `${fieldId(pointer)}-help` : undefined}
                  invalid={own.length > 0 || undefined}
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
