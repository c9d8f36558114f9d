import { describe, expect, it } from 'vitest';
import { createSharedRenders } from './shared-renders';

const later = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('renders shared while in flight', () => {
  it('20 requests for one page during its render cost one render, and all get its result', async () => {
    const shared = createSharedRenders<string>();
    const config = {};
    const gate = later<string>();
    let renders = 0;
    const answers = Array.from({ length: 20 }, () => shared.run(config, '/home', () => (renders++, gate.promise)));
    gate.resolve('<html>');
    expect(await Promise.all(answers)).toEqual(Array(20).fill('<html>'));
    expect(renders).toBe(1);
  });

  it('keeps nothing after the render: the next request renders anew', async () => {
    const shared = createSharedRenders<number>();
    const config = {};
    let renders = 0;
    await shared.run(config, '/home', async () => ++renders);
    expect(await shared.run(config, '/home', async () => ++renders)).toBe(2);
    expect(shared.size).toBe(0);
  });

  it('another address, or a newly published config, is a render of its own', async () => {
    const shared = createSharedRenders<string>();
    const gate = later<string>();
    const before = {};
    const home = shared.run(before, '/home', () => gate.promise);
    const jobs = shared.run(before, '/jobSearch', async () => 'jobs');
    const published = shared.run({}, '/home', async () => 'new home');
    gate.resolve('old home');
    expect(await Promise.all([home, jobs, published])).toEqual(['old home', 'jobs', 'new home']);
  });

  it('a failed render fails its waiters once and is not kept', async () => {
    const shared = createSharedRenders<string>();
    const config = {};
    const failing = shared.run(config, '/home', () => Promise.reject(new Error('down')));
    const waiter = shared.run(config, '/home', async () => 'unused');
    await expect(failing).rejects.toThrow('down');
    await expect(waiter).rejects.toThrow('down');
    expect(await shared.run(config, '/home', async () => 'again')).toBe('again');
  });
});
