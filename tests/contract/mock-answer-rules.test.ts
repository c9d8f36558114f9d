// What the mock answers by a call's query (mock-server/answer-rules.mjs; README, "Answers by query" and "Enrolment
// windows"): the supervision offices for type=SUPERVISION (decision 054), a course by its id, and the courses'
// enrolment windows where the contract's examples put them, today: open, over, not yet open.
import { describe, expect, inject, it } from 'vitest';
import { COURSE_EXAMPLES_DAY, rewriteAnswer } from '../../mock-server/answer-rules.mjs';
import { periodState } from '../../src/widgets/date-range';
import { exampleValue, spec } from '../support/contract';

const base = inject('mockUrl');
const ORGANIZATIONS = '/v1_0/seafeguardingrights/Safeguardingrights/queryOrganization';
const COURSE = '/v1_0/school/Schoolpag/schoolDetail';

async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${base}/n2024${path}`, { headers });
  return (await answer.json()) as { code: number; data: any };
}
const examples = (path: string) => spec.paths[path].get.responses['200'].content['application/json'].examples;

describe('organisations by type (queryOrganization)', () => {
  it('answers type=SUPERVISION with the supervision offices and ARBITRATION_COURT with the courts, no Prefer needed', async () => {
    const offices = await get(`${ORGANIZATIONS}?type=SUPERVISION&platform=web`);
    const courts = await get(`${ORGANIZATIONS}?type=ARBITRATION_COURT&platform=web`);
    expect(offices.data).toEqual((exampleValue(examples(ORGANIZATIONS).supervision) as any).data);
    expect(courts.data).toEqual((exampleValue(examples(ORGANIZATIONS).ok) as any).data);
    const names = (d: any) => d.info.map((o: { org_name: string }) => o.org_name);
    expect(names(offices.data).filter((n: string) => names(courts.data).includes(n))).toEqual([]);
  });

  it('still answers a named example when the call asks for one', async () => {
    expect((await get(`${ORGANIZATIONS}?type=SUPERVISION`, { prefer: 'example=empty' })).data.info).toEqual([]);
    expect((await get(`${ORGANIZATIONS}?type=SUPERVISION&__example=sessionExpired`)).code).toBe(401);
  });
});

describe('courses by id, with their enrolment windows kept where the examples put them (schoolDetail)', () => {
  const states = { 31: 'open', 302: 'over', 303: 'before' } as const;

  it.each(Object.entries(states))('course %s: its own record, enrolment %s today', async (id, state) => {
    const { data } = await get(`${COURSE}?id=${id}&platform=web`);
    expect(data.info.id).toBe(Number(id));
    expect(periodState(data.info.enrol_starttime, data.info.enrol_endtime)).toBe(state);
  });

  it('an id no example carries gets the first example, open today', async () => {
    const { data } = await get(`${COURSE}?id=999&platform=web`);
    expect(data.info.id).toBe(31);
    expect(periodState(data.info.enrol_starttime, data.info.enrol_endtime)).toBe('open');
  });

  it('moves the windows by whole days, keeping their hours and length, and leaves error envelopes alone', () => {
    const example = structuredClone((exampleValue(examples(COURSE).ok) as any).data.info);
    const info = structuredClone(example);
    const tenDaysLater = (COURSE_EXAMPLES_DAY + 10 * 86_400 + 3 * 3600) * 1000;
    expect(rewriteAnswer({ data: { info } }, tenDaysLater)).toBe(true);
    expect(info.enrol_starttime - example.enrol_starttime).toBe(10 * 86_400);
    expect(info.enrol_endtime - example.enrol_endtime).toBe(10 * 86_400);
    expect(rewriteAnswer({ code: 401, message: '登录已过期', data: null }, tenDaysLater)).toBe(false);
  });

  it('on any day of the year: the first example open, enrolClosed over, enrolNotStarted not yet open', () => {
    for (let day = 0; day < 400; day += 7) {
      const now = (COURSE_EXAMPLES_DAY + day * 86_400) * 1000;
      const at = (name: string) => {
        const info = structuredClone((exampleValue(examples(COURSE)[name]) as any).data.info);
        rewriteAnswer({ data: { info } }, now);
        return periodState(info.enrol_starttime, info.enrol_endtime, new Date(now));
      };
      expect([at('ok'), at('enrolClosed'), at('enrolNotStarted')]).toEqual(['open', 'over', 'before']);
    }
  });
});

describe('notices by keyword (queryNoticeByPage keyWord)', () => {
  const NOTICES = '/api/web/queryNoticeByPage';
  it('keeps only the notices whose title holds the keyword, the counts following; none without one', async () => {
    const all = await get(`${NOTICES}?page=1&size=10&platform=web`);
    const spring = await get(`${NOTICES}?page=1&size=10&keyWord=${encodeURIComponent('春风')}&platform=web`);
    expect(all.data.records.length).toBeGreaterThan(1);
    expect(spring.data.records.map((n: { title: string }) => n.title)).toEqual([
      '关于组织开展“春风行动”专项招聘活动的通知',
    ]);
    expect(spring.data.total).toBe(1);
  });
});
