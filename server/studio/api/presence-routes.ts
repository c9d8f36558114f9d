/** The studio's presence calls (decision 085; server/studio/presence.ts). */
import { HttpError, readJsonBody, send, sendJson } from '../http-io';
import type { Call, Route } from './call';

const token = (value: unknown, what: string) => {
  if (typeof value !== 'string' || !/^[\w:./-]{1,100}$/.test(value)) throw new HttpError(400, `${what} is required`);
  return value;
};

async function tab(call: Call) {
  const b = (await readJsonBody(call.req)) as Record<string, unknown>;
  return { client: token(b.client, 'client'), page: token(b.page, 'page') };
}

export const presenceRoutes = (): Route[] => [
  {
    method: 'POST',
    path: /^\/presence$/,
    role: 'editor',
    async handle(call) {
      const { client, page } = await tab(call);
      sendJson(call.res, 200, await call.desk.presence.beat(client, call.who.name, page));
    },
  },
  {
    method: 'POST',
    path: /^\/presence\/take$/,
    role: 'editor',
    async handle(call) {
      const { client, page } = await tab(call);
      sendJson(call.res, 200, await call.desk.presence.takeOver(client, call.who.name, page));
    },
  },
  {
    method: 'DELETE',
    path: /^\/presence\/([\w-]{1,100})$/,
    role: 'editor',
    async handle(call) {
      await call.desk.presence.leave(call.params[0]!, call.who.name);
      send(call.res, 204);
    },
  },
];
