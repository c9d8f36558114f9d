#!/usr/bin/env -S npx tsx
// `npm run studio:user`: the publishing desk's accounts from the command line, while the service runs or not
// (user-command.ts; deploy/studio.md). `echo PASSWORD | npm run studio:user -- add NAME --role editor|reviewer|sysadmin|secadmin|auditor`,
// `disable NAME`, `enable NAME`, `remove NAME`, `passwd NAME` (the new password from standard input), `list`,
// `enrol-2fa NAME [--code CODE]` (the first code typed, or the first line of standard input), `reset-2fa NAME`.
// The store: DATABASE_URL, else the embedded one in STUDIO_DATA_DIR (.studio/store under npm start).
import { createInterface } from 'node:readline';
import { userCommand } from './user-command';

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    // Typed: one line, not echoed.
    const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    process.stderr.write('password: ');
    (prompt as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
    const line = await new Promise<string>((resolve) => prompt.question('', resolve));
    prompt.close();
    process.stderr.write('\n');
    return line;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** The first code of a second factor: typed after the secret is shown, or the first line of standard input. */
async function readCode(): Promise<string> {
  if (process.stdin.isTTY) {
    const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    const line = await new Promise<string>((resolve) => prompt.question('the 6-digit code the app shows: ', resolve));
    prompt.close();
    return line;
  }
  return (await readPassword()).split(/\r?\n/)[0] ?? '';
}

process.exitCode = await userCommand(process.argv.slice(2), {
  readPassword,
  readCode,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
