/**
 * Drafts, submissions and schedules (先审后发: docs/studio-api.md, decision 048). Drafts are their author's own;
 * editors see their own submissions, reviewers every one.
 */
import { roleAllows } from '../accounts';
import { HttpError, readJsonBody, send, sendJson } from '../http-io';
import { idParam, signedIn, type Call, type Route } from './call';

const STATUSES = ['pending', 'scheduled', 'published', 'rejected', 'withdrawn', 'failed'];

async function body(call: Call): Promise<Record<string, unknown>> {
  const value = await readJsonBody(call.req);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, 'send a JSON object');
  return value as Record<string, unknown>;
}

const text = (value: unknown, max = 500) => (typeof value === 'string' ? value.slice(0, max) : '');

function id(call: Call): number {
  const found = idParam(call.params[0]);
  if (found === undefined) throw new HttpError(404, 'no such record');
  return found;
}

/** A draft's config: a JSON object, kept as the studio wrote it (it is checked when submitted). */
function configText(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, 'config must be an object');
  return `${JSON.stringify(value, null, 2)}\n`;
}

export function reviewRoutes(check: (text: string) => void): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/drafts$/,
      role: 'editor',
      handle: async ({ res, desk, who }) => sendJson(res, 200, { drafts: await desk.review.drafts(who.name) }),
    },
    {
      method: 'POST',
      path: /^\/drafts$/,
      role: 'editor',
      async handle(call) {
        const b = await body(call);
        const draft = await call.desk.review.createDraft(
          call.who.name,
          configText(b.config),
          text(b.baseHash, 64),
          text(b.title, 200),
        );
        sendJson(call.res, 201, { draft });
      },
    },
    {
      method: 'GET',
      path: /^\/drafts\/(\d+)$/,
      role: 'editor',
      async handle(call) {
        const { draft, text: config } = await call.desk.review.draft(call.who.name, id(call));
        sendJson(call.res, 200, { draft, config: JSON.parse(config) as unknown });
      },
    },
    {
      method: 'PUT',
      path: /^\/drafts\/(\d+)$/,
      role: 'editor',
      async handle(call) {
        const b = await body(call);
        const draft = await call.desk.review.saveDraft(call.who.name, id(call), {
          text: configText(b.config),
          ...(typeof b.baseHash === 'string' ? { baseHash: b.baseHash.slice(0, 64) } : {}),
          ...(typeof b.title === 'string' ? { title: b.title } : {}),
        });
        sendJson(call.res, 200, { draft });
      },
    },
    {
      method: 'DELETE',
      path: /^\/drafts\/(\d+)$/,
      role: 'editor',
      async handle(call) {
        await call.desk.review.deleteDraft(call.who.name, id(call));
        send(call.res, 204);
      },
    },
    {
      method: 'POST',
      path: /^\/drafts\/(\d+)\/submit$/,
      role: 'editor',
      async handle(call) {
        const b = await body(call);
        const { text: config } = await call.desk.review.draft(call.who.name, id(call));
        check(config);
        const submission = await call.desk.review.submitDraft(call.who, id(call), text(b.comment));
        sendJson(call.res, 201, { submission });
      },
    },
    {
      method: 'GET',
      path: /^\/submissions$/,
      role: 'editor',
      async handle(call) {
        const status = call.query.get('status') ?? undefined;
        if (status && !STATUSES.includes(status)) throw new HttpError(400, `status is one of ${STATUSES.join(', ')}`);
        const mine = !roleAllows(signedIn(call).account.role, 'reviewer');
        const submissions = await call.desk.review.submissions({
          ...(mine ? { author: call.who.name } : {}),
          ...(status ? { status } : {}),
        });
        sendJson(call.res, 200, { submissions });
      },
    },
    {
      method: 'GET',
      path: /^\/submissions\/(\d+)$/,
      role: 'editor',
      async handle(call) {
        const found = await call.desk.review.submission(id(call));
        const mayRead =
          found.submission.author === call.who.name || roleAllows(signedIn(call).account.role, 'reviewer');
        if (!mayRead) throw new HttpError(404, 'no such record');
        sendJson(call.res, 200, {
          submission: found.submission,
          config: JSON.parse(found.text) as unknown,
          base: JSON.parse(found.base) as unknown,
        });
      },
    },
    {
      method: 'POST',
      path: /^\/submissions\/(\d+)\/approve$/,
      role: 'reviewer',
      async handle(call) {
        const b = await body(call);
        if (typeof b.publishAt === 'string' && b.publishAt) {
          const scheduled = await call.desk.schedules.schedule(call.who, id(call), b.publishAt);
          return sendJson(call.res, 200, scheduled);
        }
        const approved = await call.desk.review.approve(call.who, id(call));
        await call.afterPublish();
        sendJson(call.res, 200, approved);
      },
    },
    {
      method: 'POST',
      path: /^\/submissions\/(\d+)\/reject$/,
      role: 'reviewer',
      async handle(call) {
        const b = await body(call);
        sendJson(call.res, 200, { submission: await call.desk.review.reject(call.who, id(call), text(b.reason)) });
      },
    },
    {
      method: 'POST',
      path: /^\/submissions\/(\d+)\/reopen$/,
      role: 'editor',
      handle: async (call) => sendJson(call.res, 201, await call.desk.review.reopen(call.who, id(call))),
    },
    {
      method: 'GET',
      path: /^\/schedules$/,
      role: 'reviewer',
      handle: async ({ res, desk }) => sendJson(res, 200, { schedules: await desk.schedules.list() }),
    },
    {
      method: 'DELETE',
      path: /^\/schedules\/(\d+)$/,
      role: 'reviewer',
      handle: async (call) =>
        sendJson(call.res, 200, { schedule: await call.desk.schedules.cancel(call.who, id(call)) }),
    },
  ];
}
