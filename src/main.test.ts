/**
 * The entry on a page the server rendered (decision 030): it asks for the listed code after the first frame, all
 * links in one task (decision 038, amended), and starts once they are in the head.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CODE_ID } from './renderer/page-code';

const started = vi.fn();

const CHUNKS = ['start', 'react-dom', 'boot', 'JobList', 'NoticeList', 'BannerCarousel', 'ArticleList', 'SafeTitle'];

function serverPage() {
  const template = document.createElement('template');
  template.id = PAGE_CODE_ID;
  template.innerHTML = CHUNKS.map((c) => `<link rel="modulepreload" href="/n2024/web/assets/${c}.js">`).join('');
  document.head.append(template);
}

const listedInHead = () => document.head.querySelectorAll(':scope > link[rel=modulepreload]').length;

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  started.mockClear();
  // Anew for each test: the entry's `import('./start')` runs this once per fresh module graph.
  vi.doMock('./start', () => {
    started();
    return {};
  });
  document.head.replaceChildren();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('main (the entry)', () => {
  it('asks for the code after the first frame and starts once every link is in the head', async () => {
    serverPage();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => ((frame = cb), 1));
    await import('./main');
    expect(listedInHead()).toBe(0);
    frame!(0);
    await vi.runAllTimersAsync();
    expect(listedInHead()).toBe(CHUNKS.length);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('puts every link into the head in one task, however slow each request is (decision 038, amended)', async () => {
    serverPage();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (cb(0), 1));
    // Every request costs 4 ms of main thread, as on a slow phone: the slices of decision 038 split them up.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 2));
    await import('./main');
    expect(listedInHead()).toBe(0);
    await vi.advanceTimersToNextTimerAsync();
    expect(listedInHead()).toBe(CHUNKS.length);
    await vi.runAllTimersAsync();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts even when the first frame never comes', async () => {
    serverPage();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    await import('./main');
    await vi.advanceTimersByTimeAsync(100);
    expect(started).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(listedInHead()).toBe(CHUNKS.length);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('asks for the code at once in a tab opened in the background, and only once', async () => {
    serverPage();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await import('./main');
    await vi.runAllTimersAsync();
    expect(listedInHead()).toBe(CHUNKS.length);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a page without server markup', async () => {
    await import('./main');
    await vi.runAllTimersAsync();
    expect(started).toHaveBeenCalledTimes(1);
  });
});
