// @vitest-environment node
/** portal_publications_total (decision 066): a publication counts once it is made, and failed only when the service failed it. */
import { describe, expect, it } from 'vitest';
import { publications as figures } from '../observe/metrics';
import { counted, StaleVersionError } from './publications';
import { ReviewError } from './review';

const count = async (outcome: string, how: string) =>
  (await figures.get()).values.find((v) => v.labels.outcome === outcome && v.labels.how === how)?.value ?? 0;

describe('counted publications', () => {
  it('counts a publication made, and a failure of the store; not a refusal the editor acts on', async () => {
    const before = { published: await count('published', 'direct'), failed: await count('failed', 'direct') };
    await expect(counted('direct', Promise.resolve('v1'))).resolves.toBe('v1');
    await expect(counted('direct', Promise.reject(new StaleVersionError(undefined)))).rejects.toThrow(/changed/);
    await expect(counted('direct', Promise.reject(new Error('connection terminated')))).rejects.toThrow();
    expect(await count('published', 'direct')).toBe(before.published + 1);
    expect(await count('failed', 'direct')).toBe(before.failed + 1);

    const reviewFailed = await count('failed', 'review');
    const stale = new ReviewError(409, 'stale', 'something was published since');
    await expect(counted('review', Promise.reject(stale), (e) => e instanceof ReviewError)).rejects.toBe(stale);
    expect(await count('failed', 'review')).toBe(reviewFailed);
  });
});
