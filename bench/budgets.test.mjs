// The fetched-JS rows of the budget table (issue 33 item 5): the 135 kB limit, and no config validator in /home.
import { describe, expect, it } from 'vitest';
import { fetchedJsBudget } from './budgets.mjs';
import { FETCHED_JS_LIMIT } from './fetched-js.mjs';
import { VALIDATOR_OWNER } from './packages.mjs';

const fetched = (owners, gz = 130_000) => ({ gz, limit: FETCHED_JS_LIMIT, count: 12, owners });

describe('the fetched-JS limit', () => {
  it('is 135 kB gzip (issue 33 item 5)', () => expect(FETCHED_JS_LIMIT).toBe(135_000));

  it('fails /home over it, naming the heaviest owners', () => {
    const rows = fetchedJsBudget(fetched([{ name: 'react-dom', gz: 63_000, chunks: ['react-dom.js'] }], 136_000));
    expect(rows[0]).toMatchObject({ id: 'fetchedJs:/home', pass: false });
    expect(rows[0].holdsBack).toContain('react-dom');
  });
});

describe('fetchedJsBudget', () => {
  it('passes the validator row when /home fetches none of it', () => {
    const rows = fetchedJsBudget(fetched([{ name: 'react-dom', gz: 63_000, chunks: ['react-dom.js'] }]));
    expect(rows.map((r) => [r.id, r.pass])).toEqual([
      ['fetchedJs:/home', true],
      ['fetchedJs:/home:validator', true],
    ]);
  });

  it('fails it, naming the chunk, when the validator is among the fetched scripts', () => {
    const rows = fetchedJsBudget(fetched([{ name: VALIDATOR_OWNER, gz: 38_000.4, chunks: ['boot.js'] }]));
    const row = rows.find((r) => r.id === 'fetchedJs:/home:validator');
    expect(row).toMatchObject({ measured: 38_000, pass: false, holdsBack: 'in boot.js' });
  });
});
