/**
 * Typed contract tests for recruiting talent as a company account: downloading a resume as a file, inviting
 * the candidate to an interview for one of the company's jobs, and pushing the invitation to WeChat.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../sdk/errors';
import type { paths } from '../../../sdk/schema';
import {
  contractClient,
  contractOperations,
  exampleValue,
  prefer,
  spec,
  tokens,
  validateResponse,
  type Sent,
} from '../../support/contract';

const companyId = tokens.company.data.company ?? 3012;
const company = { token: tokens.company.data.token, companyId };

const operation = (id: string) => contractOperations.find((o) => o.id === id)!;
async function liveBodyErrors(sent: Sent[], id: string) {
  const body: unknown = await sent.at(-1)!.response!.clone().json();
  return validateResponse(operation(id), body).errors;
}
const refused422 = { kind: 'http', message: 'Request failed!', detail: { status: 422 } };

const DOWNLOAD = '/v1_0/company/resume/download';
/** The file the contract's download example holds. */
const resumeFile = exampleValue(
  spec.paths[DOWNLOAD].post.responses['200'].content['application/octet-stream'].examples.ok,
) as string;

type InterviewBody = NonNullable<
  paths['/v1_0/company/interview/add']['post']['requestBody']
>['content']['application/json'];
const interview: InterviewBody = {
  resumeid: 5521,
  jobid: 10245,
  interview_time: 1789713000,
  address: '江城市高新区光谷大道77号金融港B座12楼',
  contact: '王女士',
  mobile: '13871234567',
  note: '请携带身份证及学历证书原件。',
};

/**
 * The named JSON refusals of the download: the operation answers a file by default, so the mock picks its JSON
 * answers only for a caller that asks for JSON (Prism looks the example up in the negotiated media type).
 */
const preferJson = (name: string) => ({ ...prefer(name), accept: 'application/json' });

describe('resume download (companyResumeDownload)', () => {
  it("gives the company the file as a Blob whose text is the resume, with the server's file name", async () => {
    const { client, sent } = contractClient(company);
    const { blob, disposition } = await client.download(DOWNLOAD, { body: { resumeid: 5521 } });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toMatch(/^application\/octet-stream/);
    expect(disposition).toBe(
      'attachment; filename="resume-5521.pdf"; filename*=UTF-8\'\'%E7%AE%80%E5%8E%86-%E5%BC%A0%E4%BC%9F-5521.pdf',
    );
    expect(await blob.text()).toBe(resumeFile);
    expect(blob.size).toBe(new TextEncoder().encode(resumeFile).length);
    const { request, body, response } = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers.get('authorization')).toBe(company.token);
    expect(request.headers.get('user-token')).toBe(company.token);
    expect(JSON.parse(body)).toEqual({
      resumeid: 5521,
      platform: 'web',
      companyid: String(companyId),
      companyId: String(companyId),
      'user-token': company.token,
    });
    expect(response!.headers.get('content-type')).toMatch(/^application\/octet-stream/);
    expect(
      validateResponse(
        operation('companyResumeDownload'),
        await response!.clone().text(),
        '200',
        'application/octet-stream',
      ).errors,
    ).toBe('');
  });

  it.each([
    ['sessionExpired', { kind: 'sessionExpired', message: 'Please log in first', detail: { code: 401 } }],
    ['overdue501', { kind: 'sessionExpired', message: 'Please log in first', detail: { code: 501 } }],
    ['exception', { kind: 'exception', message: 'Server internal error' }],
    ['serverError', { kind: 'business', message: 'Service exception!' }],
    ['businessError', { kind: 'business', message: '今日简历下载次数已用完', detail: { code: 50009 } }],
  ])('turns the JSON refusal %s, answered instead of a file, into its ApiError', async (name, expected) => {
    const { client, sent } = contractClient(company);
    const error = await client
      .download(DOWNLOAD, { body: { resumeid: 5521 }, headers: preferJson(name) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
    expect(sent[0]!.response!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await liveBodyErrors(sent, 'companyResumeDownload')).toBe('');
  });

  it('refuses a download without a resume id', async () => {
    const { client } = contractClient(company);
    const noResume = {} as unknown as { resumeid: number };
    await expect(client.download(DOWNLOAD, { body: noResume })).rejects.toMatchObject(refused422);
  });

  it('refuses a visitor', async () => {
    const { client } = contractClient({});
    await expect(client.download(DOWNLOAD, { body: { resumeid: 5521 } })).rejects.toMatchObject({
      kind: 'http',
      message: 'Login expired! Please log in again',
      detail: { status: 401 },
    });
  });
});

describe('interview invitation (companyInterviewAdd)', () => {
  it("invites the candidate for one of the company's jobs and gets the interview id", async () => {
    const { client, sent } = contractClient(company);
    const jobs = await client.get('/v1_0/company/jobs/index', { params: { query: { page: 1, pagesize: 10 } } });
    const body = { ...interview, jobid: jobs.items[0]!.id };
    const created = await client.post('/v1_0/company/interview/add', { body });
    expect(Number.isInteger(created.id)).toBe(true);
    expect(created.id).toBeGreaterThan(0);
    const last = sent.at(-1)!;
    expect(last.request.headers.get('authorization')).toBe(company.token);
    expect(JSON.parse(last.body)).toEqual({
      ...body,
      platform: 'web',
      companyid: String(companyId),
      companyId: String(companyId),
      'user-token': company.token,
    });
    expect(await liveBodyErrors(sent, 'companyInterviewAdd')).toBe('');
  });

  it('invites to an online interview with the meeting link instead of an address', async () => {
    const { client, sent } = contractClient(company);
    const { address: _site, note: _note, ...rest } = interview;
    const body: InterviewBody = { ...rest, online: 1, meeting_info: '腾讯会议 521 338 907，入会密码 0912' };
    const created = await client.post('/v1_0/company/interview/add', { body });
    expect(created.id).toBeGreaterThan(0);
    expect(JSON.parse(sent.at(-1)!.body)).toMatchObject({ online: 1, meeting_info: body.meeting_info });
  });

  it('refuses an online interview without its meeting link, and one on site without its address', async () => {
    const { client } = contractClient(company);
    const { address: _site, ...rest } = interview;
    const online = { ...rest, online: 1 } as unknown as InterviewBody;
    await expect(client.post('/v1_0/company/interview/add', { body: online })).rejects.toMatchObject(refused422);
    await expect(
      client.post('/v1_0/company/interview/add', { body: { ...rest, online: 0 } as unknown as InterviewBody }),
    ).rejects.toMatchObject(refused422);
  });

  it('invites without the optional note', async () => {
    const { client } = contractClient(company);
    const { note: _omitted, ...required } = interview;
    const created = await client.post('/v1_0/company/interview/add', { body: required });
    expect(created.id).toBeGreaterThan(0);
  });

  it.each([
    ['a mobile with prefix 19', { mobile: '19871234567' }],
    ['a 10-digit mobile', { mobile: '1387123456' }],
    ['an empty address', { address: '' }],
    ['an interview time given as a date string', { interview_time: '2026-09-12 09:30' as unknown as number }],
  ])('refuses %s', async (_label, change) => {
    const { client } = contractClient(company);
    await expect(
      client.post('/v1_0/company/interview/add', { body: { ...interview, ...change } }),
    ).rejects.toMatchObject(refused422);
  });

  it('refuses an invitation without a job', async () => {
    const { client } = contractClient(company);
    const { jobid: _omitted, ...rest } = interview;
    await expect(client.post('/v1_0/company/interview/add', { body: rest as InterviewBody })).rejects.toMatchObject(
      refused422,
    );
  });

  it('refuses a visitor', async () => {
    const { client } = contractClient({});
    await expect(client.post('/v1_0/company/interview/add', { body: interview })).rejects.toMatchObject({
      kind: 'http',
      detail: { status: 401 },
    });
  });

  it('shows the server message of a business error', async () => {
    const { client } = contractClient(company);
    const error = await client
      .post('/v1_0/company/interview/add', { body: interview, headers: prefer('businessError') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: '该职位已下线，请浏览其他职位', detail: { code: 50009 } });
  });

  it('reports an empty business error as "Service exception!"', async () => {
    const { client } = contractClient(company);
    await expect(
      client.post('/v1_0/company/interview/add', { body: interview, headers: prefer('serverError') }),
    ).rejects.toMatchObject({
      kind: 'business',
      message: 'Service exception!',
    });
  });
});

describe('WeChat push of an invitation (companyInterviewWechatPush)', () => {
  it('pushes the interview just created', async () => {
    const { client, sent } = contractClient(company);
    const created = await client.post('/v1_0/company/interview/add', { body: interview });
    const data = await client.post('/v1_0/company/interview/wechatPush', { body: { interviewId: created.id } });
    expect(data).toBeNull();
    const last = sent.at(-1)!;
    expect(last.request.headers.get('authorization')).toBe(company.token);
    expect(JSON.parse(last.body)).toMatchObject({
      interviewId: created.id,
      companyid: String(companyId),
      'user-token': company.token,
    });
    expect(await liveBodyErrors(sent, 'companyInterviewWechatPush')).toBe('');
  });

  it('refuses a push without an interview id', async () => {
    const { client } = contractClient(company);
    await expect(client.post('/v1_0/company/interview/wechatPush', { body: { interviewId: 0 } })).rejects.toMatchObject(
      refused422,
    );
    const noId = {} as unknown as { interviewId: number };
    await expect(client.post('/v1_0/company/interview/wechatPush', { body: noId })).rejects.toMatchObject(refused422);
  });

  it('asks to log in again when the session expired (code 401 and 501)', async () => {
    const { client } = contractClient(company);
    for (const [name, code] of [
      ['sessionExpired', 401],
      ['overdue501', 501],
    ] as const) {
      await expect(
        client.post('/v1_0/company/interview/wechatPush', { body: { interviewId: 3307 }, headers: prefer(name) }),
      ).rejects.toMatchObject({
        kind: 'sessionExpired',
        message: 'Please log in first',
        detail: { code },
      });
    }
  });

  it('turns the exception example into the server-error message', async () => {
    const { client } = contractClient(company);
    await expect(
      client.post('/v1_0/company/interview/wechatPush', { body: { interviewId: 3307 }, headers: prefer('exception') }),
    ).rejects.toMatchObject({
      kind: 'exception',
      message: 'Server internal error',
    });
  });

  it("says a failed push in the server's words (what the page shows beside 重新推送)", async () => {
    const { client } = contractClient(company);
    await expect(
      client.post('/v1_0/company/interview/wechatPush', {
        body: { interviewId: 3307 },
        headers: prefer('businessError'),
      }),
    ).rejects.toMatchObject({ kind: 'business', message: '该求职者尚未绑定微信，无法推送', detail: { code: 50009 } });
  });
});
