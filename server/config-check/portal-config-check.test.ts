// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfigFile, CONFIG_FILE, SCHEMA_FILE, standaloneValidatorSource } from './portal-config-check';
import { catalog } from '../../src/config/catalog';
import { formatProblem } from '../../src/config/portal-config';

const valid = () => JSON.parse(readFileSync(CONFIG_FILE, 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'config-check-'));
let n = 0;
function check(doc: unknown, raw?: string) {
  const file = join(dir, `c${n++}.json`);
  writeFileSync(file, raw ?? JSON.stringify(doc, null, 2));
  return checkConfigFile(file).problems.map((p) => ({ ...p, text: formatProblem(p) }));
}
const home = (doc: any) => doc.pages.home.sections as any[];
const sectionIndex = (doc: any, id: string) => home(doc).findIndex((s) => s.id === id);

describe('pages.config/portal.json', () => {
  it('is valid against its schema and consistent with the contract', () => {
    expect(checkConfigFile(CONFIG_FILE).problems).toEqual([]);
  });

  it('gives the home sections the sizes of spec s9', () => {
    const byId = Object.fromEntries(home(valid()).map((s) => [s.id, s]));
    expect([
      byId.notices.pageSize,
      byId.jobs.pageSize,
      byId.jobFairs.pageSize,
      byId.resumes.pageSize,
      byId.skills.pageSize,
    ]).toEqual([8, 9, 4, 6, 999]);
    expect([
      byId.mentors.pageSize,
      byId.miniClasses.pageSize,
      byId.scattJobs.pageSize,
      byId.scattWorkers.pageSize,
    ]).toEqual([2, 2, 4, 4]);
    expect([byId.rights.show, byId.guidePhones.pageSize, byId.guidePhones.show, byId.news.show]).toEqual([
      2, 999, 5, 3,
    ]);
    expect(byId.banner.options).toEqual({ intervalMs: 8000, height: 111 });
  });

  it('names in the schema exactly the components of the catalog (and so of the registry)', () => {
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));
    expect([...schema.$defs.section.properties.component.enum].sort()).toEqual(Object.keys(catalog).sort());
  });

  it('documents every field of the schema for editors', () => {
    const missing: string[] = [];
    const walk = (node: any, path: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries<any>(node.properties ?? {}))
        if (typeof v === 'object' && !v.description && !v.$ref) missing.push(`${path}/${k}`);
      // (`if` only picks the component whose options a `then` describes; `options: false` refuses any.)
      for (const [k, v] of Object.entries<any>(node)) if (typeof v === 'object' && k !== 'if') walk(v, `${path}/${k}`);
    };
    walk(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')), '');
    expect(missing).toEqual([]);
  });
});

describe('config check: what an HR editor is told', () => {
  it('names the file, the pointer and the fix for a typo in an operation name', () => {
    const doc = valid();
    home(doc)[sectionIndex(doc, 'jobs')].source.operation = 'queryJobListByPag';
    const [p, ...rest] = check(doc);
    expect(rest).toEqual([]);
    expect(p!.file).toMatch(/c\d+\.json$/);
    expect(p!.pointer).toBe(`/pages/home/sections/${sectionIndex(doc, 'jobs')}/source/operation`);
    expect(p!.text).toContain('Did you mean "queryJobListByPage"?');
  });

  it('refuses parameters the operation does not take, and page sizes above its maximum', () => {
    const doc = valid();
    const jobs = home(doc)[sectionIndex(doc, 'jobs')];
    jobs.source.params = { colour: 'red' };
    jobs.pageSize = 5000;
    const texts = check(doc).map((p) => p.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('has no parameter "colour"'),
        expect.stringContaining('5000 is more than "queryJobListByPage" allows (999)'),
      ]),
    );
  });

  it('refuses a component fed data it cannot draw, an unknown component, and show above pageSize', () => {
    const doc = valid();
    home(doc)[sectionIndex(doc, 'notices')].source.operation = 'queryJobListByPage';
    home(doc)[sectionIndex(doc, 'jobs')].show = 20;
    home(doc)[sectionIndex(doc, 'links')].component = 'FriendlyLink';
    const texts = check(doc).map((p) => p.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('NoticeList cannot draw the data of "queryJobListByPage"'),
        expect.stringContaining('show (20) is more than pageSize (9)'),
        expect.stringMatching(/"FriendlyLink" is not one of the allowed values\. Use one of: .*FriendlyLinks/),
      ]),
    );
  });

  it('refuses an unknown careMode value with the file, its place and the values allowed (issue 12)', () => {
    const doc = valid();
    home(doc)[sectionIndex(doc, 'adverts')].careMode = 'fold';
    home(doc)[sectionIndex(doc, 'jobs')].careOrder = 0;
    const problems = check(doc);
    const careMode = problems.find((p) => p.pointer.endsWith('/careMode'))!;
    expect(careMode.file).toMatch(/c\d+\.json$/);
    expect(careMode.pointer).toBe(`/pages/home/sections/${sectionIndex(doc, 'adverts')}/careMode`);
    expect(careMode.text).toContain('"fold" is not one of the allowed values');
    expect(careMode.fix).toBe('Use one of: show, hide');
    expect(problems.map((p) => p.pointer)).toContain(`/pages/home/sections/${sectionIndex(doc, 'jobs')}/careOrder`);
    expect(problems).toHaveLength(2);
  });

  it('refuses duplicate routes, unknown menu tabs, links to missing pages and unknown settings', () => {
    const doc = valid();
    doc.pages.jobFair.route = '/jobSearch';
    doc.pages.notice.menu = 'homepage';
    home(doc)[sectionIndex(doc, 'jobs')].more = '/jobsearch';
    home(doc)[sectionIndex(doc, 'jobs')].pagesize = 9;
    const texts = check(doc).map((p) => p.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('the route /jobSearch is used by page "jobSearch" too'),
        expect.stringContaining('"homepage" is not the id of a header tab'),
        expect.stringContaining('there is no page with the route /jobsearch'),
        expect.stringContaining('"pagesize" is not a setting here. Did you mean "pageSize"?'),
      ]),
    );
  });

  it('points at the line and column of broken JSON', () => {
    const raw = readFileSync(CONFIG_FILE, 'utf8').replace('"version": 1,', '"version": 1');
    const [p] = check(undefined, raw);
    expect(p!.text).toMatch(/not valid JSON \(line 4, column \d+\)/);
  });
});

describe('standalone validator for the browser', () => {
  it('is plain ESM code with no Ajv compiler and no eval', () => {
    const code = standaloneValidatorSource();
    expect(code).toMatch(/export default/);
    expect(code).not.toMatch(/new Function|eval\(/);
    expect(code).not.toMatch(/require\(|from ["']ajv/);
  });
});
