/**
 * POST /session/password: the signed-in person changes their own password (decision 078): the current one and a new
 * one that meets the security administrator's rules. The only call besides the session's own that a session whose
 * password must be changed first (made or reset by an administrator, expired) may make. The other sessions of the
 * account end; this one goes on, no longer limited. A refusal names the rule missed, in Chinese.
 */
import { HttpError, readJsonBody, sendJson } from '../http-io';
import { sessionState } from '../sessions';
import { signedIn, type Route } from './call';

export function passwordRoutes(): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/session\/password$/,
      role: 'editor',
      passwordChange: true,
      async handle(call) {
        const { req, res, desk, who, cookie } = call;
        const body = (await readJsonBody(req)) as { current?: unknown; password?: unknown } | null;
        if (typeof body?.current !== 'string' || typeof body.password !== 'string')
          throw new HttpError(400, 'send { current, password }');
        await desk.accounts.changeOwn(who, body.current.slice(0, 1000), body.password.slice(0, 1000));
        await desk.sessions.endOthers(cookie!, who.name);
        const open = await desk.sessions.read(cookie);
        const { account, csrfToken } = open ?? signedIn(call);
        sendJson(res, 200, {
          name: account.name,
          role: account.role,
          csrfToken,
          review: desk.reviewMode,
          ...(open ? sessionState(open) : {}),
        });
      },
    },
  ];
}
