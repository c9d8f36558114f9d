// The fetched-JS rows of the budget table (issue 23 item 4): the 125 kB limit, and no config validator in /home.
import { describe, expect, it } from 'vitest';
import { fetchedJsBudget } from './budgets.mjs';
import { VALIDATOR_OWNER } from './packages.mjs';

const fetched = (owners) => ({ gz: 120_000, limit: 125_000, count: 12, owners });

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
