import { describe, expect, it } from 'vitest';
import { defaultExampleData } from '../../tests/support/contract-examples';
import { hidesFromVisitors, visitorView } from './visitor-view';

const FULL_MOBILE = /1[3-9]\d{9}/;

describe("a visitor's view of an answer (spec s5, decision 068)", () => {
  it("masks the casual jobs' phones and leaves their descriptions out; the rest of each job stays", () => {
    const answer = defaultExampleData('get', '/v1_0/scatt/Job/index');
    const seen = visitorView('scattJobIndex', answer);
    expect(seen.items).toHaveLength(answer.items.length);
    for (const [i, job] of seen.items.entries()) {
      expect(job).not.toHaveProperty('content');
      expect(job.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
      expect(job.name).toBe(answer.items[i].name);
    }
    expect(JSON.stringify(seen)).not.toMatch(FULL_MOBILE);
    // The answer itself is not changed (the shared data cache keeps it).
    expect(answer.items[0].content).toBeTruthy();
  });

  it("keeps the workers' own descriptions (the spec hides only the jobs'), masking their phones", () => {
    const answer = defaultExampleData('get', '/v1_0/scatt/Work/index');
    const seen = visitorView('scattWorkIndex', answer);
    expect(seen.items.map((w: any) => w.content)).toEqual(answer.items.map((w: any) => w.content));
    expect(JSON.stringify(seen)).not.toMatch(FULL_MOBILE);
  });

  it("masks a detail's phone, in the record or in its info", () => {
    expect(visitorView('queryJobById', { id: 1, mobile: '13886125567' })).toEqual({ id: 1, mobile: '138****5567' });
    expect(visitorView('schoolDetail', { info: { mobile: '13886125567', major_name: 'x' } })).toEqual({
      info: { mobile: '138****5567', major_name: 'x' },
    });
  });

  it('returns other answers as they are, and says which operations hide something', () => {
    const notices = { records: [{ id: 1, mobile: '13886125567' }] };
    expect(visitorView('queryNoticeByPage', notices)).toBe(notices);
    expect(hidesFromVisitors('scattJobIndex')).toBe(true);
    expect(hidesFromVisitors('scattWorkIndex')).toBe(true);
    expect(hidesFromVisitors('queryNoticeByPage')).toBe(false);
    expect(hidesFromVisitors(undefined)).toBe(false);
  });
});
