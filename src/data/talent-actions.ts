/**
 * A company and a resume (issue 9 item 3, spec s7 "resume download and interview calls (POST); a WeChat interview
 * push"): downloading the resume as a file, inviting its owner to an interview, and pushing that invitation to the
 * candidate's WeChat. Never retried (a retry could invite twice or spend another of the day's downloads); the page
 * says each failure beside its button, so no toast on top (an expired session is still reported globally). None of
 * them changes what the portal shows, so there is nothing to mark stale.
 */
import { useMutation } from '@tanstack/react-query';
import { malformedError } from '../../sdk/errors';
import type { components } from '../../sdk/schema';
import { api } from './api-client';

export type InterviewBody = components['schemas']['InterviewAddRequest'];

const DOWNLOAD = '/v1_0/company/resume/download';
const INLINE_ERRORS = { errorToast: false } as const;

/** A downloaded file as the server sent it: its content (with its type) and its Content-Disposition header. */
export interface DownloadedFile {
  blob: Blob;
  disposition: string | null;
}

/**
 * The resume as a file. A refusal comes as the JSON envelope instead (spec s8): the SDK turns it into its error
 * (session expired, exception, the server's words); a JSON answer that is not a refusal is no resume either.
 */
export async function downloadResume(resumeid: number): Promise<DownloadedFile> {
  const file = await api.download(DOWNLOAD, { body: { resumeid } });
  if (file.blob.type.includes('json')) throw malformedError(DOWNLOAD);
  return file;
}

export function useResumeDownload() {
  return useMutation({
    mutationKey: ['companyResumeDownload'],
    retry: false,
    meta: INLINE_ERRORS,
    mutationFn: downloadResume,
  });
}

/** Creates the invitation; resolves with the interview's id, which the WeChat push needs. */
export function useInterviewAdd() {
  return useMutation({
    mutationKey: ['companyInterviewAdd'],
    retry: false,
    meta: INLINE_ERRORS,
    mutationFn: (body: InterviewBody) => api.post('/v1_0/company/interview/add', { body }).then((data) => data.id),
  });
}

/** Pushes a created invitation to the candidate's WeChat; run again on its own when it failed. */
export function useInterviewPush() {
  return useMutation({
    mutationKey: ['companyInterviewWechatPush'],
    retry: false,
    meta: INLINE_ERRORS,
    mutationFn: (interviewId: number) => api.post('/v1_0/company/interview/wechatPush', { body: { interviewId } }),
  });
}
