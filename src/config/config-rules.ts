/**
 * Checks that the schema cannot express: the config holds against the API contract (operations exist, their
 * parameters fit, page sizes are within what the operation allows) and against itself (unique routes, known menu
 * tabs, links to pages that exist, components fed data they can draw, gates and the ad window where they fit).
 * Pure: runs in Node and in the browser.
 */
import { catalog, isComponentName } from './catalog';
import { isSourceConfig, optionValue } from './portal-config';
import type { ConfigProblem, LinkConfig, PortalConfig, SectionConfig, SourceConfig } from './portal-config';
import type { ProblemWords } from './problem-words';
import { addressValuesOf, valuesOpenedWithout } from './record-pages';
import { isFilterParam, ruleWords as w } from './rule-words';
import type { ContractInfo, ContractParam } from './contract-info';

export type { ContractInfo, ContractParam };

const SIZE_PARAMS = ['size', 'pagesize'];
/** A key as a JSON pointer segment (RFC 6901). */
export const enc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export function checkConfigRules(config: PortalConfig, contract: ContractInfo, file: string): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (pointer: string, message: string, fix: string, words: ProblemWords) =>
    problems.push({ file, pointer, message, fix, words });
  const summary = (operation: string) => contract.operations[operation]?.summary;
  // Every page that shares an address is told so at its own address field, naming another page that has it.
  const routes = new Map<string, string[]>();
  for (const [id, page] of Object.entries(config.pages))
    routes.set(page.route, [...(routes.get(page.route) ?? []), id]);
  for (const [route, ids] of routes)
    for (const id of ids.length > 1 ? ids : []) {
      const other = ids.find((o) => o !== id)!;
      add(
        `/pages/${enc(id)}/route`,
        `the route ${route} is used by page "${other}" too`,
        'Give each page its own route',
        w.duplicateRoute(config, route, other),
      );
    }
  for (const required of ['/home', '/404'])
    if (!routes.has(required))
      add(
        '/pages',
        `no page has the route ${required}`,
        `Add a page with "route": "${required}"`,
        w.missingRoute(required),
      );

  const tabIds = new Set(config.header.tabs.map((t) => t.id));
  const memberPages = new Set(Object.keys(config.site.memberCentre.paths));

  const checkTarget = (pointer: string, target: string) => {
    const path = target.split('?')[0]!;
    if (!routes.has(path))
      add(
        pointer,
        `there is no page with the route ${path}`,
        `Use the route of an existing page (e.g. /home) or add a page for ${path}`,
        w.noSuchPage(path),
      );
  };
  const checkLink = (pointer: string, link: LinkConfig) => {
    if (link.route) checkTarget(`${pointer}/route`, link.route);
    if (link.memberCentre && !memberPages.has(link.memberCentre))
      add(
        `${pointer}/memberCentre`,
        `"${link.memberCentre}" is not a member-centre page listed in site.memberCentre.paths`,
        `Use one of: ${[...memberPages].join(', ')}`,
        w.noSuchMemberPage(),
      );
  };
  config.header.tabs.forEach((t, i) => checkLink(`/header/tabs/${i}`, t));
  config.header.search.types.forEach((t, i) => checkTarget(`/header/search/types/${i}/route`, t.route));
  config.footer.personalLinks.forEach((l, i) => checkLink(`/footer/personalLinks/${i}`, l));
  config.footer.companyLinks.forEach((l, i) => checkLink(`/footer/companyLinks/${i}`, l));
  // The government site's parts (decision 056): the site map and contact links open pages that must exist.
  const government = config.footer.government;
  if (government) {
    checkLink('/footer/government/siteMap', government.siteMap);
    checkLink('/footer/government/contact', government.contact);
  }

  for (const [pageId, page] of Object.entries(config.pages)) {
    const at = `/pages/${enc(pageId)}`;
    // A visitor who declines a gate is sent to /home; /404 is where lost visitors land. Neither may be closed.
    if (page.gate && (page.route === '/home' || page.route === '/404'))
      add(
        `${at}/gate`,
        `the page ${page.route} cannot have a gate: visitors who decline a gate are sent to /home, and lost visitors to /404`,
        'Remove "gate" from this page',
        w.gateOnOpenPage(page.route === '/home'),
      );
    if (page.adWindow && page.route !== '/home')
      add(
        `${at}/adWindow`,
        `the floating advert window belongs on the home page only (route /home), not on ${page.route}`,
        'Remove "adWindow" from this page',
        w.adWindowOffHome(),
      );
    if (page.menu && !tabIds.has(page.menu))
      add(
        `${at}/menu`,
        `"${page.menu}" is not the id of a header tab`,
        `Use one of: ${[...tabIds].join(', ')}`,
        w.unknownTab(),
      );
    const ids = new Set<string>();
    page.sections.forEach((section, i) => {
      const sp = `${at}/sections/${i}`;
      if (ids.has(section.id))
        add(
          `${sp}/id`,
          `two sections on page "${pageId}" have the id "${section.id}"`,
          'Give each section on a page its own id',
          w.duplicateSectionId(config, pageId),
        );
      ids.add(section.id);
      checkSection(section, sp);
      checkRecord(section, sp, pageId);
    });
  }

  /** A section that needs a record number from the address cannot go on a page opened without one (issue 21). */
  function checkRecord(section: SectionConfig, sp: string, pageId: string) {
    const missing = valuesOpenedWithout(config, pageId, addressValuesOf(section, contract));
    if (missing.length)
      add(
        sp,
        `${section.component} reads ${missing.map((v) => `?${v}=`).join(', ')} from the address, which ${config.pages[pageId]!.route} is opened without`,
        'Move the section to a page that links give the value to, or remove it',
        w.needsRecord(config, pageId, section),
      );
  }

  function checkSection(section: SectionConfig, sp: string) {
    if (section.more) checkTarget(`${sp}/more`, section.more);
    if (!isComponentName(section.component)) {
      add(
        `${sp}/component`,
        `there is no component called "${section.component}"`,
        `Use one of: ${Object.keys(catalog).join(', ')}`,
        w.unknownComponent(),
      );
      return;
    }
    const entry = catalog[section.component];
    if (entry.kind === 'form') {
      for (const name of ('sources' in entry ? entry.sources : []) ?? [])
        if (!section.sources?.[name])
          add(
            `${sp}/sources`,
            `the form ${section.component} needs a data source named "${name}"`,
            `Add "${name}": { "operation": ... } under sources`,
            w.formSourceMissing(section),
          );
    }
    if (entry.operations.length && !section.source)
      add(
        sp,
        `${section.component} needs a data source`,
        `Add "source": { "operation": "${entry.operations[0]}" }`,
        w.sourceMissing(section),
      );
    if (section.source) {
      if (
        entry.operations.length &&
        !(entry.operations as readonly string[]).includes(section.source.operation) &&
        contract.operations[section.source.operation]
      )
        add(
          `${sp}/source/operation`,
          `${section.component} cannot draw the data of "${section.source.operation}"`,
          `Use one of: ${entry.operations.join(', ')}`,
          w.sourceNotDrawable(section, summary(section.source.operation)),
        );
      checkSource(section.source, `${sp}/source`, section);
    }
    for (const [name, source] of Object.entries(section.sources ?? {}))
      checkSource(source, `${sp}/sources/${enc(name)}`);
    const optionSources: Readonly<Record<string, readonly string[]>> =
      'optionSources' in entry ? entry.optionSources : {};
    for (const [name, ops] of Object.entries(optionSources)) {
      const op = `${sp}/options/${enc(name)}`;
      const source = optionValue(section, name);
      if (!isSourceConfig(source))
        add(
          op,
          `${section.component} needs a data source "${name}" under options`,
          `Add "${name}": { "operation": "${ops[0]}" } under options`,
          w.optionSourceMissing(section),
        );
      else if (!ops.includes(source.operation) && contract.operations[source.operation])
        add(
          `${op}/operation`,
          `${section.component} cannot draw "${source.operation}" as its ${name}`,
          `Use one of: ${ops.join(', ')}`,
          w.optionSourceNotDrawable(section, summary(source.operation)),
        );
      else checkSource(source, op);
    }
  }

  function checkSource(source: SourceConfig, sp: string, section?: SectionConfig) {
    const op = contract.operations[source.operation];
    if (!op) {
      const near = closest(source.operation, Object.keys(contract.operations));
      add(
        `${sp}/operation`,
        `the API has no operation "${source.operation}"`,
        near
          ? `Did you mean "${near}"? (operations are listed in openapi/portal.yaml)`
          : 'Use an operationId from openapi/portal.yaml',
        w.unknownOperation(),
      );
      return;
    }
    const params = op.params;
    if (!params) return; // the browser knows operations, not their parameters
    const known = Object.keys(params);
    const fits = (name: string, pointer: string, filter = false, fixed = false) => {
      if (!params[name])
        add(
          pointer,
          `"${source.operation}" has no parameter "${name}"`,
          `Use one of: ${known.join(', ') || '(none)'}`,
          // A list's fixed filter (只显示含关键词…) is told by its name; any other parameter as before.
          fixed && section && isFilterParam(name)
            ? w.filterNotTaken(section, name, summary(source.operation))
            : w.unknownParam(filter),
        );
    };
    for (const name of Object.keys(source.params ?? {})) fits(name, `${sp}/params/${enc(name)}`, false, true);
    for (const name of Object.keys(source.bind ?? {})) fits(name, `${sp}/bind/${enc(name)}`);
    if (!section) return;
    const base = sp.replace(/\/source$/, '');
    const sizeParam = SIZE_PARAMS.find((p) => params[p]);
    if (section.pageSize !== undefined) {
      if (!sizeParam)
        add(
          `${base}/pageSize`,
          `"${source.operation}" does not take a page size`,
          'Remove pageSize from this section',
          w.noPageSize(),
        );
      else {
        const max = params[sizeParam]!.max;
        if (max !== undefined && section.pageSize > max)
          add(
            `${base}/pageSize`,
            `${section.pageSize} is more than "${source.operation}" allows (${max})`,
            `Use a pageSize from 1 to ${max}`,
            w.pageSizeOverMax(max),
          );
      }
    }
    if (section.show !== undefined && section.pageSize !== undefined && section.show > section.pageSize)
      add(
        `${base}/show`,
        `show (${section.show}) is more than pageSize (${section.pageSize}): there would be nothing to show`,
        'Make show at most pageSize',
        w.showOverPageSize(section.show, section.pageSize),
      );
    if (section.paginate && !params.page)
      add(
        `${base}/paginate`,
        `"${source.operation}" has no page parameter`,
        'Remove paginate from this section',
        w.noPaging(),
      );
    section.filters?.forEach((f, i) => fits(f.param, `${base}/filters/${i}/param`, true));
  }
  return problems;
}

/** The known name nearest to a typo, when it is near enough to suggest. */
function closest(name: string, known: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(3, Math.floor(name.length / 4)) + 1;
  for (const k of known) {
    const d = distance(name.toLowerCase(), k.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
