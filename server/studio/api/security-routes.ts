/** The security settings, for the security administrator only (三员分立, decision 075; docs/studio-api.md). */
import { HttpError, readJsonBody, sendJson } from '../http-io';
import { SettingsError, securitySettings } from '../security-settings';
import type { Route } from './call';

export function securityRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/security$/,
      role: 'secadmin',
      handle: async ({ res, desk }) => sendJson(res, 200, { settings: await securitySettings(desk.db).read() }),
    },
    {
      method: 'PUT',
      path: /^\/security$/,
      role: 'secadmin',
      async handle({ req, res, desk, who }) {
        const body = await readJsonBody(req);
        if (!body || typeof body !== 'object' || Array.isArray(body))
          throw new HttpError(400, 'send the settings to change as a JSON object');
        try {
          const settings = await securitySettings(desk.db, desk.now).change(who, body as Record<string, unknown>);
          sendJson(res, 200, { settings });
        } catch (error) {
          if (error instanceof SettingsError) throw new HttpError(400, error.message, { code: 'bad-setting' });
          throw error;
        }
      },
    },
  ];
}
