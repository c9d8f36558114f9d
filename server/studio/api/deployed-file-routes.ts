/**
 * GET /deployed-file (decision 069): what the last look at the deployed portal.config.json found, for the studio's
 * banner: `unchanged`, `missing`, `taken-in` (published as a version by 服务器文件) or `broken` (with each problem in
 * the checker's words; never served).
 */
import { sendJson } from '../http-io';
import type { Route } from './call';

export const deployedFileRoutes = (): Route[] => [
  {
    method: 'GET',
    path: /^\/deployed-file$/,
    role: 'editor',
    handle: async ({ res, desk }) => sendJson(res, 200, desk.deployedFile?.state() ?? { status: 'missing' }),
  },
];
