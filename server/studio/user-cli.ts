#!/usr/bin/env -S npx tsx
// `npm run studio:user -- add NAME` (password from standard input: `echo secret | npm run studio:user -- add anna`),
// `remove NAME`, `list`. The account file is STUDIO_USERS_FILE, or .studio/users.json under npm start.
import { accountFile, AccountError } from './accounts.ts';
import { studioSettings } from './settings.ts';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('password (then Enter, Ctrl+D): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const [command, name] = process.argv.slice(2);
const { usersFile } = studioSettings();
const accounts = accountFile(usersFile);
try {
  if (command === 'add' && name) {
    await accounts.add(name, await readStdin());
    console.log(`editor ${name} can sign in now (${usersFile})`);
  } else if (command === 'remove' && name) {
    console.log((await accounts.remove(name)) ? `editor ${name} removed` : `there is no editor ${name}`);
  } else if (command === 'list') {
    const names = await accounts.list();
    console.log(names.length ? names.join('\n') : `no editors yet in ${usersFile}`);
  } else {
    console.error('usage: npm run studio:user -- add NAME | remove NAME | list');
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof AccountError)) throw error;
  console.error(`✗ ${error.message}`);
  process.exitCode = 1;
}
