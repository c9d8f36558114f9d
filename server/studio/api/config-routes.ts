/**
 * The published config and its versions: GET/PUT /config (ETag, If-Match: RFC 9110), GET /versions,
 * GET /versions/:id, POST /versions/:id/restore. A PUT publishes only when the caller may publish directly (review
 * optional, a reviewer or admin); otherwise it becomes a submission and answers 202 (decision 048).
 */
import type { IncomingMessage } from 'node:http';
import { checkConfigText, contractInfo } from '../../config-check/portal-config-check';
import type { ContractInfo } from '../../../src/config/config-rules';
import type { VersionMeta } from '../../../src/config/config-version';
import { roleAllows } from '../accounts';
import { HttpError, readJsonBody, send, sendJson } from '../http-io';
import { StaleVersionError } from '../publications';
import { signedIn, type Call, type Route } from './call';

const CONFIG_FILE_NAME = 'portal.config.json';
const etagOf = (hash: string) => `"${hash}"`;
const parseEtag = (header: string | undefined) => header?.trim().replace(/^W\//, '').replace(/^"|"$/g, '');

/** The publication's comment: percent-encoded UTF-8 in a header (headers carry Latin-1 only). */
function decodeComment(header: string | string[] | undefined): string {
  try {
    return decodeURIComponent(String(header ?? '')).slice(0, 500);
  } catch {
    throw new HttpError(400, 'X-Publish-Comment must be percent-encoded UTF-8');
  }
}

/** The body of a publication, as text (what is published is these bytes, once checked). */
async function readBodyText(req: IncomingMessage): Promise<string> {
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) throw new HttpError(415, 'send the config as application/json');
  return (await readJsonBody(req, { raw: true })) as string;
}

export const staleRefusal = (current: VersionMeta | undefined) =>
  new HttpError(412, 'someone published a newer config since you loaded it', {
    publishedBy: current?.reviewer || current?.editor || '',
    publishedAt: current?.publishedAt ?? '',
    version: current?.id ?? '',
  });

/** The one config checker (`npm run config:check`'s), with the contract read once. */
export function configChecker(given?: ContractInfo) {
  let contract = given;
  return (text: string) => {
    const { problems } = checkConfigText(text, CONFIG_FILE_NAME, (contract ??= contractInfo()));
    if (problems.length) throw new HttpError(400, 'the config has problems and was not published', { problems });
  };
}

export function configRoutes(check: (text: string) => void): Route[] {
  async function publish(call: Call, text: string, restoredFrom?: string) {
    const { req, res, desk, who } = call;
    const ifMatch = parseEtag(req.headers['if-match'] as string | undefined);
    if (!ifMatch) throw new HttpError(428, 'send If-Match with the ETag of the config you edited');
    check(text);
    const comment = decodeComment(req.headers['x-publish-comment']);
    const direct = restoredFrom !== undefined || desk.reviewMode === 'optional';
    if (!direct || !roleAllows(signedIn(call).account.role, 'reviewer')) {
      // Not live until someone approves it: a submission (visitors get what they got).
      const submission = await desk.review.submit(who, text, ifMatch, comment);
      return sendJson(res, 202, { submission });
    }
    try {
      const version = await desk.publications.publish(who, { text, ifMatch, comment, restoredFrom });
      await call.afterPublish();
      res.setHeader('etag', etagOf(version.hash));
      sendJson(res, 200, { version });
    } catch (error) {
      if (error instanceof StaleVersionError) throw staleRefusal(error.current);
      throw error;
    }
  }

  return [
    {
      method: 'GET',
      path: /^\/config$/,
      role: 'editor',
      async handle({ res, desk }) {
        const current = await desk.publications.published();
        res.setHeader('etag', etagOf(current.hash));
        res.setHeader('x-config-version', current.version);
        send(res, 200, current.text, 'application/json; charset=utf-8');
      },
    },
    {
      method: 'PUT',
      path: /^\/config$/,
      role: 'editor',
      handle: async (call) => publish(call, await readBodyText(call.req)),
    },
    {
      method: 'GET',
      path: /^\/versions$/,
      role: 'editor',
      handle: async ({ res, desk }) => sendJson(res, 200, { versions: await desk.publications.versions() }),
    },
    {
      method: 'GET',
      path: /^\/versions\/([\w-]{1,64})$/,
      role: 'editor',
      async handle({ res, desk, params }) {
        const found = await desk.publications.version(params[0]!);
        if (!found) throw new HttpError(404, `there is no version ${params[0]}`);
        res.setHeader('etag', etagOf(found.meta.hash));
        send(res, 200, found.text, 'application/json; charset=utf-8');
      },
    },
    {
      method: 'POST',
      path: /^\/versions\/([\w-]{1,64})\/restore$/,
      role: 'reviewer',
      async handle(call) {
        const found = await call.desk.publications.version(call.params[0]!);
        if (!found) throw new HttpError(404, `there is no version ${call.params[0]}`);
        await publish(call, found.text, found.meta.id);
      },
    },
  ];
}
