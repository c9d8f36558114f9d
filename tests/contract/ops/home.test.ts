/**
 * Home page and common reads, called through the typed SDK the way the home page calls them: a visitor (no token)
 * with the page sizes of spec s9, checking what the page shows; the empty lists, the site config's JSON strings,
 * the ad slots, the area tree, and the errors a caller meets (spec s8). Every live answer validates against the
 * contract.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../sdk/errors';
import type { OperationId } from '../../../sdk/operations.gen';
import {
  contractClient,
  contractOperations,
  prefer,
  tokens,
  validateResponse,
  type Sent,
} from '../../support/contract';

const MOBILE = /^1[2-8]\d{9}$/;
/** Epoch seconds, not milliseconds: an integer between 2001 and 2286. */
const isEpochSeconds = (v: unknown) => Number.isInteger(v) && (v as number) > 1e9 && (v as number) < 1e10;

const byId = new Map(contractOperations.map((o) => [o.id, o]));

/** The raw body of the last answer the client received, after checking it against the operation's schema. */
async function liveBody(id: OperationId, sent: Sent[]): Promise<any> {
  const last = sent.at(-1)!;
  expect(last.response, `no response recorded for ${id}`).toBeDefined();
  const body = await last.response!.clone().json();
  expect(validateResponse(byId.get(id)!, body).errors).toBe('');
  return body;
}

const visitor = () => contractClient({});
const company = { token: tokens.company.data.token, companyId: tokens.company.data.company ?? null };

describe('home page sections at the page sizes of spec s9', () => {
  it('notices: page 1 of size 8 holds at least 8 notices with id, title and addtime in epoch seconds', async () => {
    const { client, sent } = visitor();
    const page = await client.get('/api/web/queryNoticeByPage', { params: { query: { page: 1, size: 8 } } });
    expect(page.records.length).toBeGreaterThanOrEqual(8);
    for (const n of page.records) {
      expect(Number.isInteger(n.id) && n.id > 0).toBe(true);
      expect(n.title).toEqual(expect.any(String));
      expect(n.title.length).toBeGreaterThan(0);
      expect(isEpochSeconds(n.addtime)).toBe(true);
    }
    expect(new URL(sent[0]!.request.url).searchParams.get('size')).toBe('8');
    await liveBody('queryNoticeByPage', sent);
  });

  it('notice detail: the notice a list row links to comes back with the same id and title', async () => {
    const { client, sent } = visitor();
    const page = await client.get('/api/web/queryNoticeByPage', { params: { query: { page: 1, size: 8 } } });
    const first = page.records[0]!;
    const detail = await client.get('/api/web/queryNoticeById', { params: { query: { id: first.id } } });
    expect(detail.id).toBe(first.id);
    expect(detail.title).toBe(first.title);
    expect(new URL(sent.at(-1)!.request.url).searchParams.get('id')).toBe(String(first.id));
    await liveBody('queryNoticeById', sent);
  });

  it('jobs: page 1 of size 9 holds at least 9 jobs with the fields of the job card', async () => {
    const { client, sent } = visitor();
    const page = await client.get('/api/web/queryJobListByPage', { params: { query: { page: 1, size: 9 } } });
    expect(page.records.length).toBeGreaterThanOrEqual(9);
    for (const j of page.records) {
      expect(Number.isInteger(j.id)).toBe(true);
      expect(Number.isInteger(j.companyId)).toBe(true);
      expect(isEpochSeconds(j.refreshtime)).toBe(true);
      for (const text of [j.jobName, j.money, j.experience, j.education, j.companyName, j.address])
        expect(text).toEqual(expect.any(String));
    }
    await liveBody('queryJobListByPage', sent);
  });

  it('job fairs: page 1 of size 4 holds at least 4 fairs starting at epoch seconds; the filters are accepted', async () => {
    const { client, sent } = visitor();
    const page = await client.get('/api/V2/jobfairMini/queryJobFairListByPage', {
      params: { query: { page: 1, size: 4 } },
    });
    expect(page.records.length).toBeGreaterThanOrEqual(4);
    for (const f of page.records) {
      expect(f.title.length).toBeGreaterThan(0);
      expect(isEpochSeconds(f.holddateStart)).toBe(true);
    }
    await liveBody('queryJobFairListByPage', sent);

    const filtered = await client.get('/api/V2/jobfairMini/queryJobFairListByPage', {
      params: { query: { page: 1, size: 4, districtId: '1', online: 0, keyWord: '招聘会' } },
    });
    expect(filtered.records.length).toBeGreaterThan(0);
    expect(Object.fromEntries(new URL(sent.at(-1)!.request.url).searchParams)).toMatchObject({
      districtId: '1',
      online: '0',
      keyWord: '招聘会',
    });
  });

  it('rights panel: arbitration organisations (at least 2 shown) with name, address and a valid phone', async () => {
    const { client, sent } = visitor();
    const data = await client.get('/v1_0/seafeguardingrights/Safeguardingrights/queryOrganization', {
      params: { query: { type: 'ARBITRATION_COURT' } },
    });
    expect(data.info.length).toBeGreaterThanOrEqual(2);
    for (const o of data.info) {
      expect(o.org_name.length).toBeGreaterThan(0);
      expect(o.address).toEqual(expect.any(String));
      expect(o.phone).toMatch(MOBILE);
    }
    await liveBody('queryOrganization', sent);

    const supervision = await client.get('/v1_0/seafeguardingrights/Safeguardingrights/queryOrganization', {
      params: { query: { type: 'SUPERVISION' } },
      headers: prefer('supervision'),
    });
    expect(supervision.info.length).toBeGreaterThan(0);
    expect(supervision.info.every((o) => MOBILE.test(o.phone))).toBe(true);
  });

  it('resumes: page 1 of pagesize 6 holds at least 6 resume cards', async () => {
    const { client, sent } = visitor();
    const data = await client.get('/v1_0/home/resume/index', { params: { query: { page: 1, pagesize: 6 } } });
    expect(data.items.length).toBeGreaterThanOrEqual(6);
    for (const r of data.items) {
      expect(Number.isInteger(r.id)).toBe(true);
      expect(r.photo_img_src?.image).toEqual(expect.any(String));
      for (const text of [
        r.fullname,
        r.age_text,
        r.experience_text,
        r.education_text,
        r.intention_district,
        r.intention_jobs,
      ])
        expect(text).toEqual(expect.any(String));
    }
    expect(new URL(sent[0]!.request.url).searchParams.get('pagesize')).toBe('6');
    await liveBody('homeResumeIndex', sent);
  });

  it('resume detail (company account): the resume a card links to comes back with the same id and a valid phone', async () => {
    const { client, sent } = contractClient(company);
    const cards = await client.get('/v1_0/home/resume/index', { params: { query: { page: 1, pagesize: 6 } } });
    const card = cards.items[0]!;
    const detail = await client.get('/v1_0/personal/resume/detail', { params: { query: { id: card.id } } });
    expect(detail.id).toBe(card.id);
    expect(detail.fullname).toBe(card.fullname);
    expect(detail.mobile).toMatch(MOBILE);
    const r = sent.at(-1)!.request;
    expect(r.headers.get('authorization')).toBe(company.token);
    expect(new URL(r.url).searchParams.get('user-token')).toBe(company.token);
    await liveBody('personalResumeDetail', sent);
  });

  it('skills: the full list (pagesize 999) of majors', async () => {
    const { client, sent } = visitor();
    const data = await client.get('/v1_0/school/Schoolpag/schoolList', {
      params: { query: { page: 1, pagesize: 999 } },
    });
    expect(data.items.length).toBeGreaterThan(0);
    for (const m of data.items) {
      expect(Number.isInteger(m.id)).toBe(true);
      expect(m.major_name.length).toBeGreaterThan(0);
    }
    await liveBody('schoolList', sent);
  });

  it('mentors: page 1 of size 2 holds at least 2 mentors with name, picture and skills', async () => {
    const { client, sent } = visitor();
    const page = await client.get('/api/web/queryJobTeacherPage', { params: { query: { page: 1, size: 2 } } });
    expect(page.records.length).toBeGreaterThanOrEqual(2);
    for (const t of page.records) {
      expect(t.name.length).toBeGreaterThan(0);
      expect(t.picture).toEqual(expect.any(String));
      expect(t.skilled).toEqual(expect.any(String));
    }
    await liveBody('queryJobTeacherPage', sent);
  });

  it('guidance phones: 999 requested, at least 5 to show, each a valid mobile with its district office', async () => {
    const { client, sent } = visitor();
    const page = await client.get('/api/web/queryGuideMobileByPage', { params: { query: { page: 1, size: 999 } } });
    expect(page.records.length).toBeGreaterThanOrEqual(5);
    for (const g of page.records) {
      expect(g.adress.length).toBeGreaterThan(0);
      expect(g.mobile).toMatch(MOBILE);
    }
    await liveBody('queryGuideMobileByPage', sent);
  });

  it('casual jobs offered: pagesize 4 holds at least 4 with contact, valid mobile and district', async () => {
    const { client, sent } = visitor();
    const data = await client.get('/v1_0/scatt/Job/index', { params: { query: { page: 1, pagesize: 4 } } });
    expect(data.items.length).toBeGreaterThanOrEqual(4);
    for (const j of data.items) {
      expect(Number.isInteger(j.id)).toBe(true);
      for (const text of [j.name, j.content, j.contact, j.district]) expect(text).toEqual(expect.any(String));
      expect(j.mobile).toMatch(MOBILE);
    }
    await liveBody('scattJobIndex', sent);
  });

  it('casual workers seeking work: pagesize 4 holds at least 4 with category, valid mobile and district', async () => {
    const { client, sent } = visitor();
    const data = await client.get('/v1_0/scatt/Work/index', { params: { query: { page: 1, pagesize: 4 } } });
    expect(data.items.length).toBeGreaterThanOrEqual(4);
    for (const w of data.items) {
      expect(Number.isInteger(w.id)).toBe(true);
      for (const text of [w.name, w.content, w.catname, w.district_name]) expect(text).toEqual(expect.any(String));
      expect(w.mobile).toMatch(MOBILE);
    }
    await liveBody('scattWorkIndex', sent);
  });

  it('recruitment news articles: at least 3 in the home article list, each with title, thumb and link', async () => {
    const { client, sent } = visitor();
    const data = await client.get('/v1_0/home/article/index', { params: { query: { page: 1, pagesize: 3 } } });
    expect(data.article_list.length).toBeGreaterThanOrEqual(3);
    for (const a of data.article_list) {
      expect(Number.isInteger(a.id)).toBe(true);
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.thumb).toEqual(expect.any(String));
      expect(a.link_url).toEqual(expect.any(String));
    }
    await liveBody('homeArticleIndex', sent);
  });

  it('recruitment news page: at least 3 articles from the information list', async () => {
    const { client, sent } = visitor();
    const page = await client.get('/api/Information/getInfoByPage', { params: { query: { page: 1, size: 3 } } });
    expect(page.records.length).toBeGreaterThanOrEqual(3);
    for (const a of page.records) {
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.thumb).toEqual(expect.any(String));
    }
    await liveBody('getInfoByPage', sent);
  });

  it('article categories: named categories with integer ids', async () => {
    const { client, sent } = visitor();
    const data = await client.get('/v1_0/home/article/category');
    expect(data.items.length).toBeGreaterThan(0);
    for (const c of data.items) {
      expect(Number.isInteger(c.id)).toBe(true);
      expect(c.name.length).toBeGreaterThan(0);
    }
    expect(new Set(data.items.map((c) => c.id)).size).toBe(data.items.length);
    await liveBody('homeArticleCategory', sent);
  });
});

describe('home banners and adverts', () => {
  const slots = ['QS_index_a1@web', 'QS_index_a2@web', 'QS_index_a3@web'];

  it('returns the three slots; a3 holds 3 adverts; every advert has an image and somewhere to go', async () => {
    const { client, sent } = visitor();
    const data = await client.post('/v1_0/home/ad/index', { body: { alias: slots } });
    expect(Object.keys(data.items).sort()).toEqual(slots);
    expect(data.items['QS_index_a1@web']!.length).toBeGreaterThan(0);
    expect(data.items['QS_index_a2@web']!.length).toBeGreaterThan(0);
    expect(data.items['QS_index_a3@web']).toHaveLength(3);
    for (const ad of Object.values(data.items).flat()) {
      expect(ad.image_src.image).toEqual(expect.any(String));
      // The banner click rule (spec s2): external link, else the company page, else the internal link.
      expect(Boolean(ad.web_link_url || ad.link_url || ad.company_id || ad.inner_link)).toBe(true);
    }
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ alias: slots, platform: 'web' });
    await liveBody('homeAdIndex', sent);
  });

  it('is refused (422) when no slot alias is given', async () => {
    const { client } = visitor();
    const error = await client.post('/v1_0/home/ad/index', { body: { alias: [] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', message: 'Request failed!', detail: { status: 422 } });
  });
});

describe('common data: links, stats, site config, area tree', () => {
  it('friendly links: a bare array of named http(s) links', async () => {
    const { client, sent } = visitor();
    const links = await client.get('/api/web/queryLink');
    expect(Array.isArray(links)).toBe(true);
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) {
      expect(l.name.length).toBeGreaterThan(0);
      expect(l.linkUrl).toMatch(/^https?:\/\//);
    }
    await liveBody('queryLink', sent);
  });

  it('extra header link: a URL with its label, or null when none is configured', async () => {
    const { client, sent } = visitor();
    const link = await client.get('/api/web/queryLinksInConfig');
    expect(link?.value).toMatch(/^https?:\/\//);
    expect(link?.note.length).toBeGreaterThan(0);
    await liveBody('queryLinksInConfig', sent);
    await expect(client.get('/api/web/queryLinksInConfig', { headers: prefer('none') })).resolves.toBeNull();
  });

  it('home stats: site name and non-negative integer totals', async () => {
    const { client, sent } = visitor();
    const stats = await client.get('/v1_0/home/index/index');
    expect(stats.sitename.length).toBeGreaterThan(0);
    for (const n of [stats.jobs_total, stats.companies_total, stats.resumes_total])
      expect(Number.isInteger(n) && n >= 0).toBe(true);
    await liveBody('homeIndex', sent);
  });

  it('site config: webSite and windowSettings are JSON strings holding the documented fields', async () => {
    const { client, sent } = visitor();
    const config = await client.get('/v1_0/home/config/index');
    expect(typeof config.webSite).toBe('string');
    expect(typeof config.windowSettings).toBe('string');
    const webSite = JSON.parse(config.webSite) as Record<string, unknown>;
    expect(webSite).toEqual(expect.objectContaining({ logoUrl: expect.any(String), titleUrl: expect.any(String) }));
    const windowSettings = JSON.parse(config.windowSettings) as Record<string, unknown>;
    expect(windowSettings).toEqual(
      expect.objectContaining({ lineUrl: expect.any(String), imageUrl: expect.any(String) }),
    );
    expect(['boolean', 'number']).toContain(typeof windowSettings.isShow);
    expect(windowSettings.isShow).toBeTruthy();
    for (const line of config.service_phone ?? []) expect(line.phone).toMatch(MOBILE);
    for (const icon of config.right_icons ?? [])
      expect(icon).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          iconImage: expect.any(String),
          iconImage2: expect.any(String),
          iconTitle: expect.any(String),
        }),
      );
    await liveBody('homeConfigIndex', sent);

    const hidden = await client.get('/v1_0/home/config/index', { headers: prefer('noWindow') });
    expect(JSON.parse(hidden.windowSettings)).toMatchObject({ isShow: false });
  });

  it('session user info (logged in): login flag, display name and the company list of a company account', async () => {
    const { client, sent } = contractClient(company);
    const info = await client.get('/v1_0/home/config/userinfo');
    expect(info.login).toBe(true);
    expect(info.show_username).toMatch(/\S/);
    expect(info.userData?.userinfo.utype).toBe(1);
    expect(info.userData?.userinfo.comList?.map((c) => c.id)).toContain(company.companyId);
    expect(sent[0]!.request.headers.get('authorization')).toBe(company.token);
    await liveBody('homeConfigUserinfo', sent);

    const personal = await client.get('/v1_0/home/config/userinfo', { headers: prefer('personal') });
    expect(personal.userData?.userinfo.utype).toBe(2);
  });

  it('area tree (citycategory): value/label nodes nesting up to 3 levels', async () => {
    const { client, sent } = visitor();
    const tree = await client.get('/v1_0/home/classify/index', { params: { query: { type: 'citycategory' } } });
    expect(tree.length).toBeGreaterThan(0);
    type Node = (typeof tree)[number];
    const values: string[] = [];
    const depth = (nodes: Node[]): number => {
      let max = 0;
      for (const n of nodes) {
        expect(n.value).toEqual(expect.any(String));
        expect(n.label.length).toBeGreaterThan(0);
        values.push(n.value);
        max = Math.max(max, 1 + (n.children?.length ? depth(n.children) : 0));
      }
      return max;
    };
    expect(depth(tree)).toBe(3);
    expect(new Set(values).size).toBe(values.length);
    await liveBody('homeClassifyIndex', sent);
  });
});

describe('empty lists and errors', () => {
  const { client } = contractClient({});
  const empty = { headers: prefer('empty') };
  const lists: [string, () => Promise<unknown[]>][] = [
    [
      'notices',
      () =>
        client
          .get('/api/web/queryNoticeByPage', { params: { query: { page: 1, size: 8 } }, ...empty })
          .then((d) => d.records),
    ],
    [
      'jobs',
      () =>
        client
          .get('/api/web/queryJobListByPage', { params: { query: { page: 1, size: 9 } }, ...empty })
          .then((d) => d.records),
    ],
    [
      'job fairs',
      () =>
        client
          .get('/api/V2/jobfairMini/queryJobFairListByPage', { params: { query: { page: 1, size: 4 } }, ...empty })
          .then((d) => d.records),
    ],
    [
      'organisations',
      () =>
        client
          .get('/v1_0/seafeguardingrights/Safeguardingrights/queryOrganization', {
            params: { query: { type: 'ARBITRATION_COURT' } },
            ...empty,
          })
          .then((d) => d.info),
    ],
    [
      'resumes',
      () =>
        client
          .get('/v1_0/home/resume/index', { params: { query: { page: 1, pagesize: 6 } }, ...empty })
          .then((d) => d.items),
    ],
    [
      'skills',
      () =>
        client
          .get('/v1_0/school/Schoolpag/schoolList', { params: { query: { page: 1, pagesize: 999 } }, ...empty })
          .then((d) => d.items),
    ],
    [
      'mentors',
      () =>
        client
          .get('/api/web/queryJobTeacherPage', { params: { query: { page: 1, size: 2 } }, ...empty })
          .then((d) => d.records),
    ],
    [
      'guidance phones',
      () =>
        client
          .get('/api/web/queryGuideMobileByPage', { params: { query: { page: 1, size: 999 } }, ...empty })
          .then((d) => d.records),
    ],
    [
      'casual jobs',
      () =>
        client
          .get('/v1_0/scatt/Job/index', { params: { query: { page: 1, pagesize: 4 } }, ...empty })
          .then((d) => d.items),
    ],
    [
      'casual workers',
      () =>
        client
          .get('/v1_0/scatt/Work/index', { params: { query: { page: 1, pagesize: 4 } }, ...empty })
          .then((d) => d.items),
    ],
    [
      'home articles',
      () =>
        client
          .get('/v1_0/home/article/index', { params: { query: { page: 1, pagesize: 3 } }, ...empty })
          .then((d) => d.article_list),
    ],
    [
      'news',
      () =>
        client
          .get('/api/Information/getInfoByPage', { params: { query: { page: 1, size: 3 } }, ...empty })
          .then((d) => d.records),
    ],
    ['article categories', () => client.get('/v1_0/home/article/category', empty).then((d) => d.items)],
    ['friendly links', () => client.get('/api/web/queryLink', empty)],
    [
      'area tree',
      () => client.get('/v1_0/home/classify/index', { params: { query: { type: 'citycategory' } }, ...empty }),
    ],
  ];

  it.each(lists)('the `empty` example gives no %s', async (_name, load) => {
    await expect(load()).resolves.toEqual([]);
  });

  it('businessError reaches the caller as a business ApiError carrying the server message', async () => {
    const error = await client
      .get('/api/web/queryNoticeByPage', { params: { query: { page: 1, size: 8 } }, headers: prefer('businessError') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: '该职位已下线，请浏览其他职位', detail: { code: 50009 } });
  });

  it('serverError (code 500, no message) falls back to "Service exception!"', async () => {
    const error = await client
      .get('/api/web/queryJobListByPage', { params: { query: { page: 1, size: 9 } }, headers: prefer('serverError') })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', message: 'Service exception!', detail: { code: 500 } });
  });

  it('exception (code 404) becomes "Server internal error"', async () => {
    const error = await client
      .post('/v1_0/home/ad/index', { body: { alias: ['QS_index_a1@web'] }, headers: prefer('exception') })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'exception', message: 'Server internal error' });
  });

  it('sessionExpired on a logged-in call becomes "Please log in first"', async () => {
    const { client: logged } = contractClient(company);
    const error = await logged
      .get('/v1_0/home/config/userinfo', { headers: prefer('sessionExpired') })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'sessionExpired', message: 'Please log in first' });
  });

  it('a logged-in-only call without a token is refused by the contract (HTTP 401)', async () => {
    const error = await client
      .get('/v1_0/personal/resume/detail', { params: { query: { id: 50612 } } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'http',
      message: 'Login expired! Please log in again',
      detail: { status: 401 },
    });
  });
});
