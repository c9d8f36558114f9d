/**
 * 删除页面 (issue 21, item 5): before a page goes, the studio says what links to it (header tabs, footer links, search
 * types, other pages' "更多" links and entry links) and which pages lose their menu highlight with its tab; the editor
 * removes the page together with those links, in one undoable edit, or cancels.
 */
import type { PortalConfig } from '../../src/config/portal-config';
import { localText } from '../../src/i18n/i18n';
import * as s from '../shared/studio.css';
import { StudioDialog, type DialogProps } from '../shared/StudioDialog';
import { useStudioT } from '../i18n/use-studio-t';
import type { StudioKey } from '../i18n/messages';
import { pageName, sectionName } from '../model/change-list';
import { apply, select, studio } from '../model/studio-store';
import { highlightsLost, linksTo, removePage, type PageLink } from './page-edits';
import * as p from './pages.css';

type T = (key: StudioKey, vars?: Record<string, string | number>) => string;

/** One link to the page in the editor's words: where it is, and what it says. */
function linkWords(config: PortalConfig, link: PageLink, t: T, locale: 'zh-CN' | 'en'): string {
  switch (link.kind) {
    case 'tab':
      return t('linkTab', { label: localText(locale, link.label) });
    case 'footer':
      return t('linkFooter', { column: t(link.column), label: localText(locale, link.label) });
    case 'search':
      return t('linkSearch', { label: localText(locale, link.label) });
    default: {
      const page = pageName(config, link.pageId, locale);
      const section = sectionName(config.pages[link.pageId]!.sections[link.section]!, locale);
      if (link.kind === 'more') return t('linkMore', { page, section });
      if (link.kind === 'entry') return t('linkEntry', { page, section, label: localText(locale, link.label) });
      return t('linkEntrySection', { page, section });
    }
  }
}

export function RemovePageDialog({
  pageId,
  open,
  onOpenChange,
  onRemoved,
}: DialogProps & {
  pageId: string;
  /** After the removal: the page's name and how many links went with it. */
  onRemoved: (name: string, links: number) => void;
}) {
  const { t, locale } = useStudioT();
  const config = studio.draft;
  if (!config?.pages[pageId]) return null;
  const name = pageName(config, pageId, locale);
  const links = linksTo(config, pageId);
  const lost = highlightsLost(config, pageId).map((id) => pageName(config, id, locale));

  function remove() {
    apply(removePage(studio.draft!, pageId));
    select('home', null);
    onOpenChange(false);
    onRemoved(name, links.length);
  }

  return (
    <StudioDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('removePageTitle', { name })}
      description={links.length ? t('removeLinksIntro', { count: links.length }) : t('removeNoLinks')}
      closeLabel={t('cancel')}
      actions={
        <button type="button" className={`${s.button} ${p.danger}`} onClick={remove}>
          {links.length ? t('removeWithLinks') : t('removePage')}
        </button>
      }
    >
      {links.length > 0 && (
        <ul className={p.linkList} aria-label={t('links')}>
          {links.map((link) => (
            <li key={link.pointer}>{linkWords(config, link, t, locale)}</li>
          ))}
        </ul>
      )}
      {lost.length > 0 && <p className={p.note}>{t('removeHighlights', { pages: lost.join('、') })}</p>}
    </StudioDialog>
  );
}
