/**
 * A portal server of its own for the studio's e2e tests (tests/support/portal-server.ts), whose studio service
 * publishes into a temporary folder: publishing there never changes what the other tests' server serves.
 */
import { writeFileSync } from 'node:fs';
import { accountFile } from '../../server/studio/accounts';
import { startPortalServer, type PortalServer } from './portal-server';

export type StudioServer = PortalServer;

export async function startStudioServer(editors: Record<string, string>): Promise<StudioServer> {
  const server = await startPortalServer();
  writeFileSync(server.usersFile, '[]');
  const accounts = accountFile(server.usersFile);
  for (const [name, password] of Object.entries(editors)) await accounts.add(name, password);
  return server;
}
