/**
 * 站点体检 as an HR editor uses it (issue 21 item 6, decision 051): on a server of its own whose backend is the e2e
 * run's mock behind a pass-through that has 微课堂 answer the contract's `empty` example (a backend with no mini
 * classes yet). The mock's records are dated September 2026, so the notices are weeks old. The editor opens 站点体检 by
 * keyboard from the toolbar and reads the findings in Chinese.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { startBackendProxy } from '../../mock-server/backend-proxy.mjs';
import { test } from '../support/e2e-test';
import { signIn } from '../support/studio-page';
import { startStudioServer, type StudioServer } from '../support/studio-server';

const EDITOR = { hong: { password: 'hong-secret-2026', role: 'editor' as const } };
let backend: Awaited<ReturnType<typeof startBackendProxy>>;
let server: StudioServer;

test.beforeAll(async () => {
  // A server of its own (an embedded store, the accounts' password hashes, a mock): on a loaded machine its start
  // outlasts the 30 s a hook gets by default, as studio-admin's and studio-review's do.
  test.setTimeout(120_000);
  backend = await startBackendProxy({ target: `http://127.0.0.1:${process.env.E2E_MOCK_PORT}` });
  backend.mode({ prefer: (req) => (req.url?.includes('queryMiniClassPage') ? 'empty' : undefined) });
  server = await startStudioServer(EDITOR, { env: { API_TARGET: backend.url } });
});
test.afterAll(async () => {
  await server?.stop();
  await backend?.close();
});

test('编辑打开站点体检，看到没有数据的栏目和长期没有更新的栏目', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${server.origin}/n2024/web/studio/`);
  await signIn(page, 'hong', EDITOR.hong.password);

  const open = page.getByRole('button', { name: '站点体检' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '站点体检' });
  await expect(dialog).toContainText('按全国政府网站普查的要求检查首页');
  const findings = dialog.getByRole('list', { name: '体检提醒' });
  // (The friendly links are checked too: up to 20 s.)
  await expect(findings).toBeVisible({ timeout: 30_000 });
  await expect(findings.getByRole('listitem').filter({ hasText: '首页栏目“微课堂”没有数据' })).toHaveCount(1);
  // The newest notice was published on 2026-09-10 (city time).
  await expect(
    findings
      .getByRole('listitem')
      .filter({ hasText: /^!?栏目“通知公告”最新一条是 \d+ 天前（2026\/09\/10）(前往修改)?$/ }),
  ).toHaveCount(1);
  await expect(findings.getByRole('listitem').filter({ hasText: '栏目“最新职位”最新一条是' })).toHaveCount(1);
  // A section with records and no dates says nothing.
  await expect(findings.getByRole('listitem').filter({ hasText: '职业导师' })).toHaveCount(0);

  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  const axe = await new AxeBuilder({ page }).withTags(tags).include('[role="dialog"]').analyze();
  expect(axe.violations).toEqual([]);

  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});
