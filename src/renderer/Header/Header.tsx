/**
 * The header (spec s2): logo (site settings, else config default) and, in Chinese, the site settings' title image
 * (webSite.titleUrl, spec s3; issue 32 item 7) in place of the written name, which stays its text alternative; the
 * search box with its type select, the care-mode switch (issue 12), the language switch, the account menu and the
 * main menu (MainMenu). Its background opacity follows the scroll position / 10.
 */
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useHref, useNavigate } from 'react-router-dom';
import { useCare } from '../../care/care-context';
import { setCare } from '../../care/care-mode';
import { usePortalConfig } from '../../config/config-context';
import { siteSettingsQuery } from '../../data/site-settings';
import { laterPart } from '../../widgets/retrying-lazy';
import { LOCALES, setLocale, useT } from '../../i18n/i18n';
import { accountState } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { MainMenu } from '../MainMenu/MainMenu';
import * as styles from './Header.css';

const LOCALE_NAMES = { 'zh-CN': '中文', en: 'English' } as const;

/**
 * The account menu, a chunk of its own: only a member's header draws it (decision 098), and the server draws every
 * page as a visitor sees it. Anew after a failed load: the header's retry (PartBoundary) asks for it again.
 */
const LaterAccountMenu = laterPart(() => import('../../widgets/AccountMenu/AccountMenu').then((m) => m.AccountMenu));

export function Header({ menu }: { menu?: string }) {
  const config = usePortalConfig();
  const { t, text, locale } = useT();
  const care = useCare();
  const navigate = useNavigate();
  const settings = useQuery(siteSettingsQuery());
  const member = accountState(useSession()) !== 'loggedOut';
  const [type, setType] = useState(0);
  const [keywords, setKeywords] = useState('');
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const apply = () =>
      ref.current?.style.setProperty(
        styles.opacity.replace(/^var\((.*)\)$/, '$1'),
        String(Math.min(1, window.scrollY / 10)),
      );
    apply();
    window.addEventListener('scroll', apply, { passive: true });
    return () => window.removeEventListener('scroll', apply);
  }, []);

  const search = (e: FormEvent) => {
    e.preventDefault();
    const target = config.header.search.types[type] ?? config.header.search.types[0]!;
    const kw = keywords.trim();
    navigate(kw ? `${target.route}?keywords=${encodeURIComponent(kw)}` : target.route);
  };
  const name = text(config.site.name);
  // The title image carries the name in Chinese: other languages keep the written name.
  const titleUrl = locale === 'zh-CN' ? settings.data?.titleUrl : undefined;
  const firstSearchHref = useHref(config.header.search.types[0]?.route ?? '/home');

  return (
    <header ref={ref} className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('layout.skip')}
      </a>
      <div className={styles.top}>
        <Link className={styles.logo} to="/home">
          <img
            className={styles.logoImage}
            src={settings.data?.logoUrl ?? config.site.logo}
            alt=""
            width={40}
            height={40}
          />
          {titleUrl ? <img className={styles.titleImage} src={titleUrl} alt={name} height={40} /> : <span>{name}</span>}
        </Link>
        {/* Without JavaScript: a GET form to the first search type's page (jobs), the keywords under their name. */}
        <form className={styles.search} role="search" method="get" action={firstSearchHref} onSubmit={search}>
          <select
            className={styles.searchSelect}
            aria-label={t('header.searchType')}
            value={type}
            onChange={(e) => setType(Number(e.target.value))}
          >
            {config.header.search.types.map((s, i) => (
              <option key={s.route} value={i}>
                {text(s.label)}
              </option>
            ))}
          </select>
          <input
            className={styles.searchInput}
            name="keywords"
            type="search"
            aria-label={t('header.searchLabel')}
            placeholder={text(config.header.search.placeholder)}
            value={keywords}
            onChange={(e) => setKeywords(e.target.value)}
          />
          <button className={styles.searchButton} type="submit">
            {t('header.search')}
          </button>
        </form>
        <button type="button" className={styles.careButton} aria-pressed={care} onClick={() => setCare(!care)}>
          {t('header.care')}
        </button>
        <div className={styles.locale} role="group" aria-label={t('header.language')}>
          {LOCALES.map((l) => (
            <button
              key={l}
              type="button"
              className={styles.localeButton}
              lang={l}
              aria-pressed={l === locale}
              onClick={() => setLocale(l)}
            >
              {LOCALE_NAMES[l]}
            </button>
          ))}
        </div>
        {member && (
          <Suspense fallback={null}>
            <LaterAccountMenu />
          </Suspense>
        )}
      </div>
      <MainMenu menu={menu} />
    </header>
  );
}
