/**
 * A campaign page (issue 32 item 3, decision 086), review required: an editor makes 2026春风行动 at the address its
 * title suggests, writes an introduction in the rich-text editor (a heading, a list, a link), filters the page's
 * notice list by a keyword, and submits; a reviewer approves; a visitor opens the page and sees the text and only
 * the notices the keyword keeps. Screenshots: docs/images/campaign-page-studio.png (the studio editing it) and
 * docs/images/campaign-page.png (the visitor's page); this spec regenerates both
 * (`OUT_DIR=dist-c npx playwright test tests/e2e/studio-campaign.spec.ts`).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { docImage } from '../support/doc-image';
import { callAs, openStudio, preview, row, signIn } from '../support/studio-page';
import { startStudioServer, type StudioServer } from '../support/studio-server';

const ACCOUNTS = {
  anna: { password: 'anna-secret-2026', role: 'editor' },
  rita: { password: 'rita-secret-2026', role: 'reviewer' },
} as const;
const TITLE = '2026春风行动';
const ROUTE = '/2026chunfengxingdong';
let server: StudioServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStudioServer(ACCOUNTS, { review: 'required' });
});
test.afterAll(async () => server?.stop());

/** A browser of `name`'s own, signed in at `url` (a review link). */
async function signInAt(browser: Browser, url: string, name: keyof typeof ACCOUNTS) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1500, height: 950 } });
  const page = await context.newPage();
  await page.goto(url);
  await signIn(page, name, ACCOUNTS[name].password);
  return page;
}

/** Types the introduction through the editor's keyboard and toolbar: a heading, a bullet list, a linked phrase. */
async function writeIntroduction(page: Page) {
  const editor = page.getByRole('textbox', { name: '正文' });
  const tool = (name: string) => page.getByRole('toolbar', { name: '正文格式' }).getByRole('button', { name });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('活动安排');
  await tool('标题').click();
  await expect(tool('标题')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await tool('列表').click();
  await page.keyboard.type('3月1日 专场招聘会');
  await page.keyboard.press('Enter');
  await page.keyboard.type('3月8日 线上直播带岗');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // an empty item ends the list
  await page.keyboard.type('报名详见市人社局网站');
  await page.keyboard.down('Shift');
  for (let i = 0; i < '市人社局网站'.length; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
  await tool('链接').click();
  const ask = page.getByRole('group', { name: '链接' });
  await ask.getByLabel('链接地址').fill('javascript:alert(1)');
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(ask.getByRole('alert')).toHaveText(
    '只能链接到网址（http 或 https）、邮箱（mailto:）或本站页面（以 / 开头）。',
  );
  await ask.getByLabel('链接地址').fill('https://rsj.jiangcheng.gov.cn/cfxd');
  await ask.getByLabel('链接地址').press('Enter');
  await expect(ask).toBeHidden();
}

test('an editor makes a campaign page with a text block and a filtered notice list; approved, visitors see it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const anna = await openStudio(browser, server.origin, { name: 'anna', password: ACCOUNTS.anna.password });

  // 新建页面: the Chinese title suggests its pinyin address, taken by a click; the page starts with a notice list.
  await anna.getByRole('button', { name: '新建页面' }).click();
  const form = anna.getByRole('dialog', { name: '新建页面' });
  await form.getByLabel('页面标题（中文）').fill(TITLE);
  await expect(form.getByText(ROUTE, { exact: true })).toBeVisible();
  await expect(form.getByLabel('页面地址')).toHaveValue('');
  await form.getByRole('button', { name: '使用建议地址' }).click();
  await expect(form.getByLabel('页面地址')).toHaveValue(ROUTE);
  await expect(form.getByText(`访客打开：/n2024/web${ROUTE}`)).toBeVisible();
  await form.getByRole('radio', { name: '通知公告列表' }).check();
  await form.getByRole('button', { name: '创建页面' }).click();
  await expect(form).toBeHidden();

  // The notice list keeps only notices whose title holds 春风.
  await row(anna, '通知公告').click();
  await anna.getByRole('textbox', { name: '只显示含关键词' }).fill('春风');
  const frame = preview(anna);
  await expect(frame.getByRole('region', { name: '通知公告' }).getByRole('listitem')).toHaveCount(1);

  // A text block above it, written in the editor.
  await anna.getByLabel('组件').selectOption({ label: '图文介绍' });
  await anna.getByRole('button', { name: '添加栏目' }).click();
  await expect(row(anna, '活动介绍')).toHaveAttribute('aria-current', 'true');
  await anna.getByRole('button', { name: '上移 活动介绍' }).click();
  await writeIntroduction(anna);
  const intro = frame.getByRole('region', { name: '活动介绍' });
  await expect(intro.getByRole('heading', { name: '活动安排', level: 3 })).toBeVisible();
  await expect(intro.getByRole('listitem')).toHaveText(['3月1日 专场招聘会', '3月8日 线上直播带岗']);
  await expect(intro.getByRole('link', { name: '市人社局网站' })).toHaveAttribute(
    'href',
    'https://rsj.jiangcheng.gov.cn/cfxd',
  );
  // (The previous sign-in's notice, if the studio shows one, out of the picture.)
  const notice = anna.getByRole('button', { name: '关闭登录提醒' });
  if (await notice.isVisible()) await notice.click();
  await anna.getByRole('textbox', { name: '正文' }).scrollIntoViewIfNeeded();
  await anna.screenshot({ path: docImage('campaign-page-studio.png') });

  // Submitted for review: visitors see nothing yet.
  await expect(anna.getByRole('status').filter({ hasText: /^已保存草稿 \d\d:\d\d$/ })).toBeVisible();
  await anna.getByRole('button', { name: '提交审核', exact: true }).click();
  const submit = anna.getByRole('dialog', { name: '提交审核' });
  await expect(submit.getByRole('list', { name: '本次修改' })).toContainText(TITLE);
  await submit.getByLabel('说明（可选）').fill('春风行动专题页');
  await submit.getByRole('button', { name: '确认提交' }).click();
  await expect(submit.getByRole('status')).toContainText(/已提交审核（编号 \d+）/);
  const link = (await submit.getByRole('link').getAttribute('href'))!;
  await submit.getByRole('button', { name: '关闭' }).click();
  const early = await (await fetch(`${server.origin}/n2024/web${ROUTE}`, { redirect: 'manual' })).status;
  expect(early).not.toBe(200);

  // The reviewer approves it.
  const rita = await signInAt(browser, new URL(link, server.origin).href, 'rita');
  const decisions = rita.getByRole('complementary', { name: '修改内容' });
  await expect(decisions).toContainText('春风行动专题页');
  await decisions.getByRole('button', { name: '批准并发布' }).click();
  await expect(decisions.getByRole('status')).toContainText(/已批准并发布/);

  // A visitor: the text as written, external link safe, and only the notice the keyword keeps.
  await expect
    .poll(async () => (await fetch(`${server.origin}/n2024/web${ROUTE}`, { redirect: 'manual' })).status, {
      timeout: 5_000,
    })
    .toBe(200);
  const visitor = await (
    await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } })
  ).newPage();
  await visitor.goto(`${server.origin}/n2024/web${ROUTE}`);
  await expect(visitor).toHaveTitle(new RegExp(`^${TITLE}`));
  const text = visitor.getByRole('region', { name: '活动介绍' });
  await expect(text.getByRole('heading', { name: '活动安排', level: 3 })).toBeVisible();
  await expect(text.getByRole('listitem')).toHaveText(['3月1日 专场招聘会', '3月8日 线上直播带岗']);
  const site = text.getByRole('link', { name: '市人社局网站' });
  await expect(site).toHaveAttribute('href', 'https://rsj.jiangcheng.gov.cn/cfxd');
  await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  const notices = visitor.getByRole('region', { name: '通知公告' }).getByRole('listitem');
  await expect(notices).toHaveText([/关于组织开展“春风行动”专项招聘活动的通知/]);
  await visitor.screenshot({ path: docImage('campaign-page.png'), fullPage: true });
  await visitor.context().close();
  await anna.context().close();
  await rita.context().close();
});

test('a config carrying hostile HTML in a text block is refused by the server, in Chinese, and never reaches the page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const rita = await signInAt(browser, `${server.origin}/n2024/web/studio/`, 'rita');
  await expect(rita.getByText('审核：rita')).toBeVisible();
  const hostile =
    '<p>报名</p><img src="/n2024/a.png" alt="x" onerror="alert(1)"><script>alert(2)</script>' +
    '<a href="javascript:alert(3)">点我</a><p style="position:fixed">盖住</p><img src="https://evil.example/t.png" alt="t">';
  const config = (await callAs(rita, '/config', { method: 'GET' })).body;
  const page = Object.values(config.pages as Record<string, any>).find((p) => p.route === ROUTE);
  page.sections.find((s: any) => s.component === 'TextBlock').options.html = hostile;
  const answer = await callAs(rita, '/config', { method: 'PUT', body: config, etag: true });
  expect(answer.status).toBe(400);
  for (const said of [
    '事件代码（onerror）',
    '脚本（script）',
    '不安全的链接地址',
    '样式属性（style）',
    '其他网站的图片',
  ])
    expect(JSON.stringify(answer.body)).toContain(said);
  // The page still holds the approved text, and nothing of the refused one.
  const served = await (await fetch(`${server.origin}/n2024/web${ROUTE}`)).text();
  const block = served.slice(served.indexOf('data-section="textBlock"')).split('</section>')[0]!;
  expect(block).toContain('<h3>活动安排</h3>');
  expect(block).not.toMatch(/onerror|alert|javascript:|evil\.example|style=|<script/);
  expect(served).not.toContain('evil.example');
  await rita.context().close();
});
