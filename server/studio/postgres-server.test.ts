// @vitest-environment node
// The store's tests' own PostgreSQL server (tests/support/postgres-server.ts). It lives here, not beside the helper,
// because the unit project picks up server/**; no vitest project picks up tests/support.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';
import { expect, it } from 'vitest';
import { describeOnPostgres } from '../../tests/support/postgres-server';

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describeOnPostgres('a PostgreSQL server of its own for the tests', (suite) => {
  it('listens on loopback on a free port and answers select 1', async () => {
    expect(suite.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    const client = new pg.Client(suite.url);
    await client.connect();
    try {
      const { rows } = await client.query('select 1 as one, current_user as who, version() as version');
      expect(rows[0]).toMatchObject({ one: 1, who: 'postgres', version: expect.stringMatching(/^PostgreSQL \d+/) });
    } finally {
      await client.end();
    }
  });

  it('takes two clients at once, each its own session', async () => {
    const [a, b] = [new pg.Client(suite.url), new pg.Client(suite.url)];
    await Promise.all([a.connect(), b.connect()]);
    try {
      const [pidA, pidB] = await Promise.all(
        [a, b].map(async (client) => (await client.query('select pg_backend_pid() as pid')).rows[0].pid),
      );
      expect(pidA).not.toBe(pidB);
      // A lock held by one session is seen taken by the other: what the multi-process race tests rely on.
      await a.query('select pg_advisory_lock(20)');
      expect((await b.query('select pg_try_advisory_lock(20) as got')).rows[0].got).toBe(false);
      await a.query('select pg_advisory_unlock(20)');
      expect((await b.query('select pg_try_advisory_lock(20) as got')).rows[0].got).toBe(true);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it('makes a fresh database on the same server, again on a second call', async () => {
    const url = await suite.createDatabase('store test');
    expect(url).toBe(suite.url.replace(/\/postgres$/, '/store%20test'));
    for (let round = 0; round < 2; round++) {
      const client = new pg.Client(round === 0 ? url : await suite.createDatabase('store test'));
      await client.connect();
      try {
        expect((await client.query('select current_database() as db')).rows[0].db).toBe('store test');
        // Fresh each time: the table made in the first round is gone in the second.
        await client.query('create table marks (id int)');
      } finally {
        await client.end();
      }
    }
  });

  it('stops: the port is closed and its folder gone', async () => {
    const { server } = suite;
    const port = Number(new URL(server.url).port);
    expect(existsSync(server.dir)).toBe(true);
    await server.stop();
    expect(await refused(port)).toBe('ECONNREFUSED');
    expect(existsSync(server.dir)).toBe(false);
    await server.stop(); // a second stop (the suite's afterAll) does nothing
  });
});
