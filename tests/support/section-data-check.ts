/**
 * A loaded page of page config shows its title, and every section of it data from its own API: for each source in
 * config, a value of the mock's answer (the contract's first example), found inside that section's element.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalog } from '../../src/config/catalog';
import { isShown, sectionMarks, type Mark, type SectionLike } from './section-marks';

const zh = (t: any) => (typeof t === 'string' ? t : t['zh-CN']);

/**
 * Sources a component draws at one address of its route only, the component (not config) deciding: the supervision
 * form lists business scopes for type 2 alone (type 1, construction, names the project instead; spec s2).
 */
const drawnOnlyAt: Record<string, string> = {
  'SupervisionForm.businessScopes': '?type=2',
};

async function expectMark(frame: Locator, mark: Mark) {
  switch (mark.kind) {
    case 'text':
      if (mark.visible) await expect(frame.getByText(mark.text).first()).toBeVisible();
      else await expect(frame).toContainText(mark.text);
      return;
    case 'absent':
      await expect(frame).not.toContainText(mark.text);
      return;
    case 'option':
      await expect(frame.locator('option').filter({ hasText: mark.text }).first()).toBeAttached();
      return;
    case 'image':
      await expect(frame.locator(`img[src="${mark.src}"]`).first()).toBeAttached();
  }
}

/** The page (`page`, of page config, opened at `address`) titled and each section showing its own source's data. */
export async function expectSectionsData(tab: Page, site: unknown, page: any, address: string) {
  // "page - site", a detail page's record naming it; home, /404 and untitled pages as they were (decision 057).
  await expect(tab).toHaveTitle(
    page.route === '/home' || !page.title
      ? zh(site)
      : page.route === '/404'
        ? zh(page.title)
        : page.sections.some((s: any) => s.source?.bind)
          ? new RegExp(`^.+ - ${zh(site)}$`)
          : `${zh(page.title)} - ${zh(site)}`,
  );
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(zh(page.title ?? site));
  const main = tab.getByRole('main');
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 }); // every section has answered
  await expect(main.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(main.getByText('暂无数据')).toHaveCount(0);

  const search = new URLSearchParams(address);
  for (const section of page.sections as SectionLike[]) {
    if (!isShown(section, search) || (!section.source && !section.sources)) continue;
    const kind = catalog[section.component as keyof typeof catalog].kind;
    const frame = main.locator(`[data-section="${section.id}"]`);
    for (const { source, operation, marks } of sectionMarks(section, kind)) {
      const only = drawnOnlyAt[`${section.component}.${source}`];
      if (only !== undefined && only !== address) continue;
      for (const mark of marks)
        await test.step(`${section.id} (${source}: ${operation}) ${mark.kind} ${'text' in mark ? mark.text : mark.src}`, () =>
          expectMark(frame, mark));
    }
  }
}
