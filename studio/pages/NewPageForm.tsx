/**
 * 新建页面 (issue 21, item 5): the address, the title in Chinese (English optional), the menu highlight among the
 * header tabs by name, what the page starts with, and whether the header menu or a footer column links to it. What
 * is wrong is said at its field once the editor has tried to create the page, and then as it is corrected. The page
 * is made by one undoable edit and selected, so its sections can be added in the outline.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { catalogEditing } from '../../src/config/catalog-editing';
import type { PortalConfig } from '../../src/config/portal-config';
import { localText } from '../../src/i18n/i18n';
import { Field } from '../admin/Field';
import * as s from '../shared/studio.css';
import { StudioDialog, type DialogProps } from '../shared/StudioDialog';
import { useStudioT } from '../i18n/use-studio-t';
import type { StudioKey } from '../i18n/messages';
import { pageName } from '../model/change-list';
import { apply, select, studio } from '../model/studio-store';
import { addPage, newPageProblems, normalRoute, STARTERS, type FooterColumn, type NewPage } from './page-edits';
import { hasChinese, suggestAddress } from './pinyin-address';
import * as p from './pages.css';

type T = (key: StudioKey, vars?: Record<string, string | number>) => string;

const ROUTE_WORDS = { empty: 'routeEmpty', pattern: 'routePattern', reserved: 'routeReserved' } as const;

/**
 * The address a Chinese title (or a Chinese address typed) suggests, in pinyin: pinyin-pro is loaded the first time
 * there is Chinese to read, never before.
 */
function useSuggestedAddress(route: string, title: string, config: PortalConfig): string | undefined {
  const source = hasChinese(route) ? route : title;
  const [suggestion, setSuggestion] = useState<{ source: string; route: string | undefined }>();
  useEffect(() => {
    if (!hasChinese(source)) return;
    let live = true;
    void suggestAddress(source, config).then((route) => live && setSuggestion({ source, route }));
    return () => {
      live = false;
    };
  }, [source, config]);
  return hasChinese(source) && suggestion?.source === source ? suggestion.route : undefined;
}

export const COLUMN_WORDS: Record<FooterColumn, StudioKey> = {
  personalLinks: 'footerPersonal',
  companyLinks: 'footerCompany',
};

/** The address problem in words (a taken address names the page that has it). */
function routeWords(config: PortalConfig, spec: NewPage, t: T, locale: 'zh-CN' | 'en'): string | undefined {
  const problem = newPageProblems(config, spec).route;
  if (!problem) return undefined;
  if (problem.code === 'taken') return t('routeTaken', { page: pageName(config, problem.pageId, locale) });
  return t(ROUTE_WORDS[problem.code]);
}

/** The footer column choice (the new-page form's and the page settings'). */
export function ColumnSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: FooterColumn;
  onChange: (column: FooterColumn) => void;
}) {
  const { t } = useStudioT();
  return (
    <select id={id} className={s.input} value={value} onChange={(e) => onChange(e.target.value as FooterColumn)}>
      {(Object.keys(COLUMN_WORDS) as FooterColumn[]).map((c) => (
        <option key={c} value={c}>
          {t(COLUMN_WORDS[c])}
        </option>
      ))}
    </select>
  );
}

function NewPageFields({ formId, onCreated }: { formId: string; onCreated: (pageId: string) => void }) {
  const { t, locale } = useStudioT();
  const config = useSnapshot(studio).draft as PortalConfig;
  const id = useId();
  const [route, setRoute] = useState('');
  const [zh, setZh] = useState('');
  const [en, setEn] = useState('');
  const [menu, setMenu] = useState('');
  const [starter, setStarter] = useState<NewPage['starter']>(null);
  const [header, setHeader] = useState(false);
  const [footer, setFooter] = useState(false);
  const [column, setColumn] = useState<FooterColumn>('personalLinks');
  // Problems are said once the editor has tried to create the page (not while the first words are typed).
  const [tried, setTried] = useState(false);
  const routeInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);

  const spec: NewPage = {
    route,
    title: { 'zh-CN': zh, en },
    menu: menu || undefined,
    starter,
    header,
    footer: footer ? column : null,
  };
  const routeProblem = tried ? routeWords(config, spec, t, locale) : undefined;
  const titleProblem = tried && !zh.trim() ? t('titleRequired') : undefined;
  const address = route.trim() ? `/n2024/web${normalRoute(route)}` : '';
  const suggested = useSuggestedAddress(route, zh, config);
  // Offered while the address is empty, holds Chinese or is refused; taking it is the editor's choice.
  const offered =
    suggested && normalRoute(route) !== suggested && (!route.trim() || hasChinese(route) || routeProblem)
      ? suggested
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = addPage(studio.draft!, spec);
    if ('problems' in result) {
      setTried(true);
      (result.problems.route ? routeInput : titleInput).current?.focus();
      return;
    }
    apply(result.config);
    select(result.pageId, null);
    onCreated(result.pageId);
  }

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Field
        id={`${id}-route`}
        label={t('pageRoute')}
        rule={t('pageRouteRule')}
        note={address ? `${id}-address` : undefined}
        problem={routeProblem}
      >
        {(control) => (
          <input
            {...control}
            ref={routeInput}
            className={s.input}
            placeholder="/zhengce2026"
            autoComplete="off"
            spellCheck={false}
            value={route}
            onChange={(e) => setRoute(e.target.value)}
          />
        )}
      </Field>
      {address && (
        <p id={`${id}-address`} className={p.address}>
          {t('pageAddress', { address })}
        </p>
      )}
      {offered && (
        <p className={p.address}>
          {t('addressSuggested')}
          <code>{offered}</code>{' '}
          <button type="button" className={s.button} onClick={() => setRoute(offered)}>
            {t('takeSuggestedAddress')}
          </button>
        </p>
      )}
      <Field id={`${id}-zh`} label={t('pageTitleZh')} rule={t('pageTitleRule')} problem={titleProblem}>
        {(control) => (
          <input {...control} ref={titleInput} className={s.input} value={zh} onChange={(e) => setZh(e.target.value)} />
        )}
      </Field>
      <Field id={`${id}-en`} label={t('pageTitleEn')}>
        {(control) => (
          <input {...control} className={s.input} lang="en" value={en} onChange={(e) => setEn(e.target.value)} />
        )}
      </Field>
      <fieldset className={p.group}>
        <legend className={p.legend}>{t('pageLinking')}</legend>
        <label className={p.choice}>
          <input type="checkbox" checked={header} onChange={(e) => setHeader(e.target.checked)} />
          {t('showInHeader')}
        </label>
        <label className={p.choice}>
          <input type="checkbox" checked={footer} onChange={(e) => setFooter(e.target.checked)} />
          {t('showInFooter')}
        </label>
        {footer && (
          <div className={`${s.field} ${p.indented}`}>
            <label htmlFor={`${id}-column`}>{t('footerColumn')}</label>
            <ColumnSelect id={`${id}-column`} value={column} onChange={setColumn} />
          </div>
        )}
      </fieldset>
      {header ? (
        <p className={p.note}>{t('menuOwnNote')}</p>
      ) : (
        <Field id={`${id}-menu`} label={t('menuHighlight')} rule={t('menuHighlightRule')}>
          {(control) => (
            <select {...control} className={s.input} value={menu} onChange={(e) => setMenu(e.target.value)}>
              <option value="">{t('menuNone')}</option>
              {config.header.tabs.map((tab) => (
                <option key={tab.id} value={tab.id}>
                  {localText(locale, tab.label)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <fieldset className={p.group}>
        <legend className={p.legend}>{t('pageStart')}</legend>
        {[null, ...STARTERS].map((choice) => (
          <label key={choice ?? 'empty'} className={p.choice}>
            <input type="radio" name={`${id}-start`} checked={starter === choice} onChange={() => setStarter(choice)} />
            {choice ? catalogEditing[choice].label[locale] : t('startEmpty')}
          </label>
        ))}
      </fieldset>
    </form>
  );
}

/** The dialog: its form starts empty each time it opens (its content is made anew). */
export function NewPageDialog({
  open,
  onOpenChange,
  onCreated,
}: DialogProps & { onCreated: (pageId: string) => void }) {
  const { t } = useStudioT();
  const formId = useId();
  return (
    <StudioDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('newPage')}
      description={t('newPageHelp')}
      closeLabel={t('cancel')}
      actions={
        <button type="submit" form={formId} className={s.primary}>
          {t('createPage')}
        </button>
      }
    >
      <NewPageFields formId={formId} onCreated={onCreated} />
    </StudioDialog>
  );
}
