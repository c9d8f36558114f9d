import { describe, expect, it } from 'vitest';
import { fetchDrawnConfig, readServerState, SERVER_STATE_ID, type ServerState } from './server-state';

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_STATE_ID;
  script.textContent = text;
  doc.body.append(script);
  return doc;
}

const state: ServerState = {
  config: '/n2024/web/portal.config.0123456789abcdef.json',
  queries: { mutations: [], queries: [] },
  care: false,
};

describe("the server's state in a page (decision 067)", () => {
  it("names the config's file; a state without it (or broken) counts as none", () => {
    expect(readServerState(pageWith(JSON.stringify(state)))).toEqual(state);
    expect(readServerState(pageWith(JSON.stringify({ ...state, config: { pages: {} } })))).toBeUndefined();
    expect(readServerState(pageWith('{"config":'))).toBeUndefined();
  });

  it('reads the config from its file, and gives none when the file is gone (the page is then drawn anew)', async () => {
    const config = { pages: { home: { route: '/home', sections: [] } } };
    const asked: string[] = [];
    const found = await fetchDrawnConfig(state, async (url) => {
      asked.push(String(url));
      return new Response(JSON.stringify(config), { status: 200 });
    });
    expect(asked).toEqual([state.config]);
    expect(found).toEqual(config);
    expect(await fetchDrawnConfig(state, async () => new Response('not found', { status: 404 }))).toBeUndefined();
    expect(
      await fetchDrawnConfig(state, async () => {
        throw new TypeError('offline');
      }),
    ).toBeUndefined();
  });
});
