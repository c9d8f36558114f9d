#!/usr/bin/env -S npx tsx
// `npm run contract:watch -- <backend URL>`: asks the backend at that address (API_TARGET's form: its origin and any
// path prefix before /n2024, e.g. https://api.example.gov.cn/gateway) every public read of openapi/portal.yaml with
// the contract's example parameters, checks each answer as the portal server's contract watch does, prints a table
// (ok, or each break with its JSON pointer) and exits 1 when an answer breaks the contract or none came (decision 065).
import { compileContract } from '../server/contract-watch/contract-schemas';
import { createContractWatch } from '../server/contract-watch/contract-watch';
import { sweep, sweepTable } from '../server/contract-watch/sweep';

const base = process.argv[2];
if (!base || base === '--help' || base === '-h' || !/^https?:\/\//.test(base)) {
  console.error('usage: npm run contract:watch -- <backend URL>   e.g. http://127.0.0.1:4010 (npm run mock)');
  process.exit(2);
}
const schemas = compileContract();
const rows = await sweep(base, schemas, createContractWatch({ schemas }));
console.log(sweepTable(base, rows));
process.exitCode = rows.every((r) => r.result === 'ok') ? 0 : 1;
