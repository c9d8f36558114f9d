/**
 * Opens pages as the browser draws them itself, the server's markup and data taken out of the HTML (as when a
 * page is reached by a link inside the portal, or rendered by `npm start`): for tests of how the browser handles
 * its own API calls (faults, retries, toasts), which a server-rendered page would not make, its data having come
 * with it. The server rendering itself is tested in server-render.spec.ts.
 */
import type { Page } from '@playwright/test';

export async function clientRendered(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/n2024/web/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<div id="root">[\s\S]*<\/div>\s*<script type="application\/json" id="portal-state">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      await route.fulfill({ response, body: html });
    },
  );
}
