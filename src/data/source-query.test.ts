import { describe, expect, it } from 'vitest';
import { rowsOf, sourceParams } from './source-query';

const q = (s: string) => new URLSearchParams(s);

describe('sourceParams', () => {
  it('sends the page size under the name the operation takes: size for /api, pagesize for /v1_0', () => {
    expect(sourceParams({ operation: 'queryJobListByPage' }, { search: q(''), pageSize: 9 }).params).toEqual({
      size: 9,
      page: 1,
    });
    expect(sourceParams({ operation: 'homeResumeIndex' }, { search: q(''), pageSize: 6 }).params).toEqual({
      pagesize: 6,
      page: 1,
    });
  });

  it('binds address values and filters, and follows the page number', () => {
    const { params, missing } = sourceParams(
      { operation: 'queryJobListByPage', params: { districtId: '' } },
      {
        search: q('keywords=焊工&district=11'),
        pageSize: 12,
        page: 3,
        filters: [
          { param: 'keyWord', query: 'keywords', label: 'k', control: 'keywords' },
          { param: 'districtId', query: 'district', label: 'd', control: 'district' },
        ],
      },
    );
    expect(params).toEqual({ keyWord: '焊工', districtId: '11', size: 12, page: 3 });
    expect(missing).toEqual([]);
  });

  it('names the address values a source still needs, such as a detail page without ?id=', () => {
    expect(sourceParams({ operation: 'queryJobById', bind: { id: 'id' } }, { search: q('') }).missing).toEqual(['id']);
    expect(sourceParams({ operation: 'queryJobById', bind: { id: 'id' } }, { search: q('id=7') }).params).toEqual({
      id: '7',
    });
  });
});

describe('rowsOf', () => {
  it('finds the rows of every list shape of the contract', () => {
    expect(rowsOf({ records: [1, 2], total: 40 })).toEqual({ rows: [1, 2], total: 40, found: true });
    expect(rowsOf({ items: [1] })).toEqual({ rows: [1], total: 1, found: true });
    expect(rowsOf({ info: [1, 2, 3] }).rows).toHaveLength(3);
    expect(rowsOf({ article_list: [1] }).rows).toHaveLength(1);
    expect(rowsOf([1, 2]).rows).toHaveLength(2);
    expect(rowsOf(null)).toEqual({ rows: [], found: false });
    expect(rowsOf({ records: 'not a list' }).found).toBe(false);
  });
});
