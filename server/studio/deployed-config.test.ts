// The deployed portal.config.json edited on the server while the store holds publications (issue 30 item 6,
// decision 069): a sound change is published as a version of 服务器文件 and audited; a broken one is never
// published, is logged once with its problems and is what the studio's banner reads; several processes take a
// change in once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../observe/log';
import { readAudit } from './audit-log';
import { deployedFile, SERVER_FILE_EDITOR } from './deployed-config';
import { openDesk, type Desk } from './desk';

const root = mkdtempSync(join(tmpdir(), 'deployed-config-'));
const BUILT = readFileSync(join(import.meta.dirname, '..', '..', 'pages.config', 'portal.json'), 'utf8');
const desks: Desk[] = [];
afterEach(async () => {
  await Promise.all(desks.splice(0).map((d) => d.close()));
  vi.restoreAllMocks();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The built config with the home page retitled (a change an operator might make on the server). */
const retitled = (title: string) => {
  const config = JSON.parse(BUILT) as { pages: Record<string, { title?: string }> };
  config.pages.home!.title = title;
  return `${JSON.stringify(config, null, 2)}\n`;
};

async function deskOnFile() {
  const file = join(mkdtempSync(join(root, 'dist-')), 'portal.config.json');
  writeFileSync(file, BUILT);
  const desk = await openDesk({ store: { memory: true }, review: 'required', seedFile: file });
  desks.push(desk);
  return { desk, file, watcher: desk.deployedFile! };
}

describe('the deployed portal.config.json', () => {
  it('is the seed at first, so an unchanged file publishes nothing', async () => {
    const { desk, watcher } = await deskOnFile();
    expect(await watcher.look()).toBe(false);
    expect(watcher.state()).toEqual({ status: 'unchanged' });
    expect(await desk.publications.versions()).toHaveLength(1);
  });

  it('is published as a version of 服务器文件, audited, when an operator changes it', async () => {
    const { desk, file, watcher } = await deskOnFile();
    await watcher.look();
    writeFileSync(file, retitled('首页（服务器上改的）'));
    expect(await watcher.look()).toBe(true);
    expect((await desk.publications.published()).text).toBe(retitled('首页（服务器上改的）'));
    const [newest] = await desk.publications.versions();
    expect(newest).toMatchObject({ editor: SERVER_FILE_EDITOR, reviewer: SERVER_FILE_EDITOR });
    expect(watcher.state()).toMatchObject({ status: 'taken-in', version: newest!.id });
    const [entry] = await readAudit(desk.db, { action: 'published' });
    expect(entry).toMatchObject({ actor: SERVER_FILE_EDITOR, detail: { version: newest!.id, source: 'server-file' } });
    // Looked at again (this process or a restarted one): nothing more is published.
    expect(await watcher.look()).toBe(false);
    expect(await deployedFile(desk.db, file, desk.now).look()).toBe(false);
    expect(await desk.publications.versions()).toHaveLength(2);
  });

  it('leaves a later studio publication alone while the file stays as it was taken in', async () => {
    const { desk, file, watcher } = await deskOnFile();
    writeFileSync(file, retitled('服务器版'));
    await watcher.look();
    const live = await desk.publications.published();
    await desk.publications.publish(
      { name: 'anna', address: '' },
      { text: retitled('编辑版'), ifMatch: live.hash, comment: '' },
    );
    expect(await deployedFile(desk.db, file, desk.now).look()).toBe(false);
    expect((await desk.publications.published()).text).toBe(retitled('编辑版'));
  });

  it('is never published when broken: one loud line naming each problem, and the banner state', async () => {
    const { desk, file, watcher } = await deskOnFile();
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const before = await desk.publications.published();
    const broken = JSON.parse(BUILT) as { pages: Record<string, { sections?: { component: string }[] }> };
    broken.pages.home!.sections![0]!.component = 'NoSuchList';
    writeFileSync(file, JSON.stringify(broken));
    expect(await watcher.look()).toBe(false);
    const state = watcher.state();
    expect(state.status).toBe('broken');
    expect(state.status === 'broken' && state.problems.join('\n')).toMatch(/NoSuchList/);
    expect((await desk.publications.published()).hash).toBe(before.hash);
    expect(await watcher.look()).toBe(false);
    writeFileSync(file, '{ "pages": ');
    await watcher.look();
    expect(errors).toHaveBeenCalledTimes(2);
    expect(String(errors.mock.calls[0]![1])).toMatch(/broken/);
    expect(await desk.publications.versions()).toHaveLength(1);
  });

  it('is taken in once when several processes look at the same moment', async () => {
    const { desk, file } = await deskOnFile();
    writeFileSync(file, retitled('一次'));
    const lookers = [1, 2, 3].map(() => deployedFile(desk.db, file, desk.now));
    const took = await Promise.all(lookers.map((l) => l.look()));
    expect(took.filter(Boolean)).toHaveLength(1);
    expect(await desk.publications.versions()).toHaveLength(2);
  });
});
