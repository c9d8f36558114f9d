// @vitest-environment node
// Who else has the same page open (issue 32 item 2; decision 085): holding a page, 接手编辑, the same account in
// two browsers, and a tab that stops beating.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDeskServer, type DeskServer, type Member } from './testing/desk-server';

let clock = Date.parse('2026-11-28T09:00:00Z');
let desk: DeskServer;
let eva: Member;
let anna: Member;
beforeAll(async () => {
  desk = await startDeskServer({
    review: 'required',
    now: () => new Date(clock),
    accounts: { eva: 'editor', anna: 'reviewer' },
  });
  [eva, anna] = await Promise.all([desk.signIn('eva'), desk.signIn('anna')]);
}, 60_000);
afterAll(() => desk?.close());

interface Answer {
  holds: boolean;
  takenBy?: string;
  others: { name: string; holds: boolean; sameAccount: boolean }[];
}
const beat = async (m: Member, client: string, page = 'home') =>
  (await desk.json<Answer>(m, '/presence', 'POST', { client, page })).body;

it('the first tab holds the page; the next is told who edits it, takes it over, and the first is told', async () => {
  expect(await beat(eva, 'eva-1')).toEqual({ holds: true, others: [] });
  expect(await beat(anna, 'anna-1')).toEqual({
    holds: false,
    others: [{ name: 'eva', holds: true, sameAccount: false }],
  });
  // Another page is another matter.
  expect((await beat(anna, 'anna-2', 'jobSearch')).others).toEqual([]);

  const took = await desk.json<Answer>(anna, '/presence/take', 'POST', { client: 'anna-1', page: 'home' });
  expect(took.body).toMatchObject({ holds: true, others: [{ name: 'eva', holds: false }] });
  expect(await beat(eva, 'eva-1')).toMatchObject({ holds: false, takenBy: 'anna' });
  // Told once.
  expect((await beat(eva, 'eva-1')).takenBy).toBeUndefined();
});

it('the same account in a second browser is told, not handed the page', async () => {
  expect(await beat(anna, 'anna-3')).toMatchObject({
    holds: false,
    others: expect.arrayContaining([{ name: 'anna', holds: true, sameAccount: true }]),
  });
});

it('a tab unheard for 45 s is gone, and its page is free again', async () => {
  clock += 46_000;
  expect(await beat(eva, 'eva-1')).toEqual({ holds: true, others: [] });
  // One account cannot speak for another's tab.
  expect((await desk.json(anna, '/presence', 'POST', { client: 'eva-1', page: 'home' })).body).toMatchObject({
    others: [{ name: 'eva', holds: true }],
  });
});
