import { describe, expect, it } from 'vitest';
import { createSharedRenders } from './shared-renders';

const later = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

function shared(keepMs = 0) {
  const data = { generation: 0 };
  const renders = createSharedRenders<string>({
    keepMs,
    generation: () => data.generation,
    keep: (page) => !page.includes('partial'),
    size: (page) => page.length,
  });
  return { renders, data };
}

describe('renders shared while in flight', () => {
  it('20 requests for one page during its render cost one render, and all get its result', async () => {
    const { renders } = shared();
    const config = {};
    const gate = later<string>();
    let count = 0;
    const answers = Array.from({ length: 20 }, () => renders.run(config, '/home', () => (count++, gate.promise)));
    gate.resolve('<html>');
    expect(await Promise.all(answers)).toEqual(Array(20).fill('<html>'));
    expect(count).toBe(1);
  });

  it('another address, or a newly published config, is a render of its own', async () => {
    const { renders } = shared();
    const gate = later<string>();
    const before = {};
    const home = renders.run(before, '/home', () => gate.promise);
    const jobs = renders.run(before, '/jobSearch', async () => 'jobs');
    const published = renders.run({}, '/home', async () => 'new home');
    gate.resolve('old home');
    expect(await Promise.all([home, jobs, published])).toEqual(['old home', 'jobs', 'new home']);
  });

  it('a failed render fails its waiters once and is not kept', async () => {
    const { renders } = shared(60_000);
    const config = {};
    const failing = renders.run(config, '/home', () => Promise.reject(new Error('down')));
    const waiter = renders.run(config, '/home', async () => 'unused');
    await expect(failing).rejects.toThrow('down');
    await expect(waiter).rejects.toThrow('down');
    expect(await renders.run(config, '/home', async () => 'again')).toBe('again');
  });
});

describe('a whole page kept while its data is unchanged', () => {
  it('is served again without a render until the data changes', async () => {
    const { renders, data } = shared(60_000);
    const config = {};
    let count = 0;
    const draw = async () => `home ${++count}`;
    expect(await renders.run(config, '/home', draw)).toBe('home 1');
    expect(await renders.run(config, '/home', draw)).toBe('home 1');
    data.generation++; // a data cache entry was refreshed
    expect(await renders.run(config, '/home', draw)).toBe('home 2');
    // A reader's hard reload (Cache-Control: no-cache) takes no kept copy.
    expect(await renders.run(config, '/home', draw, true)).toBe('home 3');
  });

  it('keeps no page drawn without some of its data, and none when keeping is off', async () => {
    const partial = shared(60_000);
    let count = 0;
    await partial.renders.run({}, '/home', async () => `partial ${++count}`);
    const config = {};
    await partial.renders.run(config, '/home', async () => `partial ${++count}`);
    expect(await partial.renders.run(config, '/home', async () => `partial ${++count}`)).toBe('partial 3');
    const off = shared(0);
    await off.renders.run(config, '/home', async () => 'a');
    expect(await off.renders.run(config, '/home', async () => 'b')).toBe('b');
    expect(off.renders.size).toBe(0);
  });

  it('does not keep a page whose data changed while it was drawn', async () => {
    const { renders, data } = shared(60_000);
    const config = {};
    await renders.run(config, '/home', async () => {
      data.generation++;
      return 'drawn from older answers';
    });
    expect(await renders.run(config, '/home', async () => 'drawn anew')).toBe('drawn anew');
  });
});
