// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import builtIn from '../../pages.config/portal.json';
import type { PortalConfig, SectionConfig } from '../../src/config/portal-config';
import { exampleData } from '../../tests/support/contract-examples';
import { headHtml, pageHead } from './page-head';

const config = builtIn as unknown as PortalConfig;
const origin = 'https://jobs.example';
const job = exampleData('get', '/api/web/queryJobById');
const head = (pageId: string, query: string, record?: unknown) =>
  pageHead({
    config,
    pageId,
    search: new URLSearchParams(query),
    origin,
    siteDescription: '站点介绍',
    dataOf: (s: SectionConfig) => (s.source?.bind ? record : undefined),
  });

describe('page head', () => {
  it('titles a job detail with the job and the site, describes it from the record, and adds its JobPosting', () => {
    const h = head('jobDetail', 'id=10245&lang=en&utm_source=x', job);
    expect(h.title).toBe(`${job.jobName} - 江城市公共就业服务网`);
    expect(h.openGraph['og:title']).toBe(h.title);
    expect(h.description).toContain(job.money);
    expect(h.description).toContain('负责政务服务平台后端模块');
    expect(h.description.length).toBeLessThanOrEqual(150);
    expect(h.canonical).toBe(`${origin}/n2024/web/jobDetail?id=10245`);
    expect(h.openGraph['og:url']).toBe(h.canonical);
    expect(h.jsonLd).toHaveLength(1);
  });

  it('titles home with the site alone and a list with its title and the site', () => {
    expect(head('home', '').title).toBe('江城市公共就业服务网');
    expect(head('jobSearch', '').title).toBe('找工作 - 江城市公共就业服务网');
  });

  it('names a record by its plain text (entities decoded, tags dropped)', () => {
    expect(head('jobDetail', 'id=1', { ...job, jobName: '会计 &amp; <b>出纳</b>' }).title).toBe(
      '会计 & 出纳 - 江城市公共就业服务网',
    );
  });

  it('keeps the page number and filters in the canonical address, sorted, and drops page 1', () => {
    expect(head('jobSearch', 'page=2&keywords=java&lang=en').canonical).toMatch(/\/jobSearch\?[^#]*page=2/);
    expect(head('jobSearch', 'page=1').canonical).toBe(`${origin}/n2024/web/jobSearch`);
  });

  it('escapes a hostile record everywhere it is written', () => {
    const hostile = { ...job, jobName: '</title><script>alert(1)</script>', companyName: '"><img onerror=x>' };
    const html = headHtml(head('jobDetail', 'id=1', hostile));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(1); // only the JSON-LD element's own end
    expect(html).toContain('\\u003c/title>');
  });

  it('falls back to the page title and the site description without a record', () => {
    const h = head('jobDetail', 'id=1');
    expect(h.title).toBe('职位详情 - 江城市公共就业服务网');
    expect(h.description).toBe('站点介绍');
    expect(h.jsonLd).toEqual([]);
  });
});
