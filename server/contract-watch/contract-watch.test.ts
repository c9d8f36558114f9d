// @vitest-environment node
/**
 * The contract watch (decision 065): the contract's own examples keep it, a broken answer is counted per answer and
 * logged once per problem with a sample that holds no value of the answer, and the caller gets its answer unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, operation } from '../../tests/support/contract-answers';
import { createLogger } from '../observe/log';
import { contractBreaks } from '../observe/metrics';
import { compileContract, type ContractSchemas } from './contract-schemas';
import { createContractWatch } from './contract-watch';

let schemas: ContractSchemas;
beforeAll(() => {
  schemas = compileContract();
});

const JSON_TYPE = 'application/json;charset=UTF-8';
const bytes = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

/** A watch whose log lines the test reads. */
function watchWithLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) });
  return { watch: createContractWatch({ schemas, logger }), lines };
}

const breaksOf = async (operationId: string) =>
  (await contractBreaks.get()).values.find((v) => v.labels.operation === operationId)?.value ?? 0;

/** The mock's job list with its first job's name a number and its second job's id gone. */
function brokenJobList() {
  const list = structuredClone(answer('queryJobListByPage'));
  list.data.records[0].jobName = 13886021357;
  delete list.data.records[1].id;
  return list;
}

describe('the contract watch', () => {
  it("finds nothing wrong with any of the contract's own examples", () => {
    const { watch, lines } = watchWithLog();
    const ids = Object.keys(schemas.doc.paths).flatMap((path) =>
      Object.values<any>(schemas.doc.paths[path]).map((op) => op.operationId as string),
    );
    let examples = 0;
    for (const id of ids) {
      const named = operation(id).op.responses['200'].content['application/json'].examples;
      for (const name of Object.keys(named)) {
        examples++;
        expect(watch.check(id, 200, JSON_TYPE, bytes(answer(id, name))), `${id} ${name}`).toEqual([]);
      }
    }
    expect(examples).toBeGreaterThan(ids.length * 5);
    expect(lines).toEqual([]);
  });

  it('counts every broken answer and logs each problem once, naming where and what but no value', async () => {
    const { watch, lines } = watchWithLog();
    const before = await breaksOf('queryJobListByPage');
    const problems = watch.check('queryJobListByPage', 200, JSON_TYPE, bytes(brokenJobList()));
    expect(problems).toEqual([
      { pointer: '/data/records/0/jobName', keyword: 'type', type: 'integer', expected: 'string' },
      { pointer: '/data/records/1/id', keyword: 'required', type: 'missing' },
    ]);
    // The same breaks again, at other positions of the list: counted, not logged again.
    const again = brokenJobList();
    again.data.records.reverse();
    watch.check('queryJobListByPage', 200, JSON_TYPE, bytes(again));
    expect(await breaksOf('queryJobListByPage')).toBe(before + 2);
    expect(lines.map((l) => [l.operation, l.keyword, l.pointer])).toEqual([
      ['queryJobListByPage', 'type', '/data/records/0/jobName'],
      ['queryJobListByPage', 'required', '/data/records/1/id'],
    ]);
    expect(lines[0]).toMatchObject({ level: 'warn', event: 'contract-break', status: 200, type: 'integer' });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('13886021357');
    for (const job of brokenJobList().data.records) expect(logged).not.toContain(job.companyName);
  });

  it("writes a map's keys into a pointer only when they look like field names, never a person's data", () => {
    const { watch, lines } = watchWithLog();
    const ads = structuredClone(answer('homeAdIndex'));
    const slot = Object.keys(ads.data.items)[0]!;
    delete ads.data.items[slot][0].image_src;
    ads.data.items['13886021357'] = [{ title: 'x' }];
    expect(watch.check('homeAdIndex', 200, JSON_TYPE, bytes(ads))).toEqual([
      { pointer: `/data/items/${slot}/0/image_src`, keyword: 'required', type: 'missing' },
      { pointer: '/data/items/-/0/image_src', keyword: 'required', type: 'missing' },
    ]);
    expect(JSON.stringify(lines)).not.toContain('13886021357');
  });

  it('judges the envelope the answer is: a business error is kept, a success without its data is not', () => {
    const { watch } = watchWithLog();
    expect(
      watch.check('queryNoticeByPage', 200, JSON_TYPE, bytes(answer('queryNoticeByPage', 'businessError'))),
    ).toEqual([]);
    expect(watch.check('queryNoticeByPage', 200, JSON_TYPE, bytes({ code: 200, message: 'ok' }))).toEqual([
      { pointer: '/data', keyword: 'required', type: 'missing' },
    ]);
    expect(watch.check('queryNoticeByPage', 200, JSON_TYPE, bytes({ code: 7, data: null }))[0]).toMatchObject({
      pointer: '/code',
      keyword: 'enum',
      type: 'integer',
    });
  });

  it('takes an answer that is not JSON for a break, and lets a file be where the contract allows one', () => {
    const { watch } = watchWithLog();
    expect(watch.check('queryLink', 200, 'text/html', bytes('<html>维护中</html>'))).toEqual([
      { pointer: '', keyword: 'content-type', type: 'text/html' },
    ]);
    expect(watch.check('queryLink', 200, JSON_TYPE, bytes('{"code":200,'))).toEqual([
      { pointer: '', keyword: 'json', type: 'text', length: 12 },
    ]);
    expect(watch.judges('companyResumeDownload', 200, 'application/octet-stream')).toBe(false);
    expect(watch.judges('companyResumeDownload', 200, JSON_TYPE)).toBe(true);
    // A status the contract does not describe (a gateway's 502) is an outage, counted elsewhere, not a break.
    expect(watch.judges('queryLink', 502, 'text/html')).toBe(false);
  });

  it('hands the caller the answer as it came, and checks it on the way', async () => {
    const { watch, lines } = watchWithLog();
    const broken = JSON.stringify(brokenJobList());
    const fetch = watch.watch(async () => new Response(broken, { headers: { 'content-type': JSON_TYPE } }));
    const before = await breaksOf('queryJobListByPage');
    const response = await fetch(new Request('http://backend.test/n2024/api/web/queryJobListByPage?page=1'));
    expect(await response.text()).toBe(broken);
    expect(await breaksOf('queryJobListByPage')).toBe(before + 1);
    expect(lines).toHaveLength(2);
    // A path the contract does not have is not judged.
    const other = await watch.watch(async () => new Response('<p>'))(new Request('http://backend.test/elsewhere'));
    expect(await other.text()).toBe('<p>');
  });
});
