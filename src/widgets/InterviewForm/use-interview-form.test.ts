import { describe, expect, it } from 'vitest';
import { INITIAL, interviewBody, interviewEpoch } from './use-interview-form';

const typed = {
  ...INITIAL,
  jobid: '10245',
  date: '2026-09-12',
  time: '09:30',
  address: ' 江城市高新区光谷大道77号 ',
  meeting: '腾讯会议 521 338 907',
  contact: ' 王女士',
  mobile: '13871234567 ',
  note: '  ',
};

describe('interviewBody', () => {
  it('sends numbers for the ids, epoch seconds of the local date and time, trimmed text, no empty note', () => {
    expect(interviewBody(typed, 5521)).toEqual({
      resumeid: 5521,
      jobid: 10245,
      interview_time: Math.floor(new Date(2026, 8, 12, 9, 30).getTime() / 1000),
      online: 0,
      address: '江城市高新区光谷大道77号',
      contact: '王女士',
      mobile: '13871234567',
    });
  });

  it('sends the meeting link and no address for an online interview, and a note when there is one', () => {
    const body = interviewBody({ ...typed, mode: 'online', note: '请提前5分钟入会' }, 5521);
    expect(body).toMatchObject({ online: 1, meeting_info: '腾讯会议 521 338 907', note: '请提前5分钟入会' });
    expect(body).not.toHaveProperty('address');
  });

  it('counts minutes into the epoch', () => {
    expect(interviewEpoch('2026-09-12', '10:00') - interviewEpoch('2026-09-12', '09:30')).toBe(1800);
  });
});
