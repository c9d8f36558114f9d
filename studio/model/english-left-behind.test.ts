import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import { problemWords } from '../../src/config/problem-words';
import { moveSection, setAt } from './edits';
import { englishLeftBehind } from './english-left-behind';

const published = (): PortalConfig => JSON.parse(readFileSync('pages.config/portal.json', 'utf8'));
const at = (c: PortalConfig, id: string) => c.pages.home!.sections.findIndex((s) => s.id === id);

describe('the English-title reminder, for the publish dialog', () => {
  it('names each text whose Chinese changed while its English stayed as published, by its place', () => {
    const before = published();
    let draft = moveSection(before, 'home', at(before, 'jobs'), 0);
    draft = setAt(draft, `/pages/home/sections/${at(draft, 'jobs')}/title/zh-CN`, '热门职位');
    const [reminder, ...more] = englishLeftBehind(before, draft);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ level: 'warning', pointer: '/pages/home/sections/0/title' });
    const words = problemWords(reminder!, 'zh-CN');
    expect(words.message).toBe('中文已修改，英文仍是已发布的“Newest jobs”');
    expect(words.place).toContain('热门职位');
  });

  it('says nothing when the English changed too, or only the English changed, or nothing did', () => {
    const before = published();
    const jobs = `/pages/home/sections/${at(before, 'jobs')}/title`;
    expect(englishLeftBehind(before, setAt(before, jobs, { 'zh-CN': '热门职位', en: 'Hot jobs' }))).toEqual([]);
    expect(englishLeftBehind(before, setAt(before, `${jobs}/en`, 'Hot jobs'))).toEqual([]);
    expect(englishLeftBehind(before, before)).toEqual([]);
  });
});
