// A throw-away certificate authority for tests of TLS (decision 064), made with openssl (Debian's, as .ci/run
// installs it): a CA and a server certificate it signs for 127.0.0.1 and localhost, valid two days, in a new temporary
// folder. Give `ca` to a client (or NODE_EXTRA_CA_CERTS=ca to a process) to trust it; a client without it refuses.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/** @param {string} dir @param {string[]} args */
function openssl(dir, args) {
  const bin = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find(existsSync);
  if (!bin) throw new Error('TLS tests need openssl (apt-get install -y openssl)');
  const made = spawnSync(bin, args, { cwd: dir, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl ${args[0]} failed: ${made.stderr}`);
}

/**
 * @param {string} [name] the CA's common name
 * @returns {{ dir: string, caFile: string, keyFile: string, certFile: string, ca: string, key: string, cert: string,
 *   remove(): void }}
 */
export function throwawayCa(name = 'n2024 test CA') {
  const dir = mkdtempSync(join(tmpdir(), 'n2024-ca-'));
  openssl(dir, [
    'req',
    '-x509',
    ...EC,
    '-days',
    '2',
    '-subj',
    `/CN=${name}`,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  openssl(dir, ['req', ...EC, '-subj', '/CN=localhost', '-keyout', 'server.key', '-out', 'server.csr']);
  writeFileSync(
    join(dir, 'server.ext'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    'server.ext',
    '-out',
    'server.crt',
  ]);
  const file = (f) => join(dir, f);
  return {
    dir,
    caFile: file('ca.crt'),
    keyFile: file('server.key'),
    certFile: file('server.crt'),
    ca: readFileSync(file('ca.crt'), 'utf8'),
    key: readFileSync(file('server.key'), 'utf8'),
    cert: readFileSync(file('server.crt'), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
