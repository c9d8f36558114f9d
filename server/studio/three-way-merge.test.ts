import { describe, expect, it } from 'vitest';
import { threeWayMerge } from './three-way-merge';

const home = (size: number, title: string, resumes = 6) => ({
  pages: { home: { sections: [{ props: { size, title: { zh: title } } }, { props: { size: resumes } }] } },
});

describe('threeWayMerge', () => {
  it('never reverts a field the author did not touch: the published 8 stays 8', () => {
    const base = home(6, '最新职位');
    const theirs = home(8, '最新职位');
    const mine = home(6, '最新职位', 3);
    const { merged, conflicts } = threeWayMerge(base, mine, theirs);
    expect(merged).toEqual(home(8, '最新职位', 3));
    expect(conflicts).toEqual([]);
  });

  it('reports a field both changed differently, keeping the published value until the author decides', () => {
    const { merged, conflicts } = threeWayMerge(home(6, '最新职位'), home(6, '急聘职位'), home(8, '热门职位'));
    expect(merged).toEqual(home(8, '热门职位'));
    expect(conflicts).toEqual([
      { pointer: '/pages/home/sections/0/props/title/zh', base: '最新职位', mine: '急聘职位', theirs: '热门职位' },
    ]);
  });

  it('takes the same change on both sides once, and adds and removes keys the author added or removed', () => {
    const base: Record<string, unknown> = { a: 1, b: 2, list: [1, 2] };
    const { merged, conflicts } = threeWayMerge(
      base,
      { a: 5, c: 3, list: [1, 2, 3] },
      { a: 5, b: 2, d: 4, list: [1, 2] },
    );
    expect(merged).toEqual({ a: 5, c: 3, d: 4, list: [1, 2, 3] });
    expect(conflicts).toEqual([]);
  });

  it('a list whose length changed on both sides is one value: a conflict', () => {
    const { conflicts } = threeWayMerge({ l: [1] }, { l: [1, 2] }, { l: [] as number[] });
    expect(conflicts.map((c) => c.pointer)).toEqual(['/l']);
  });
});
