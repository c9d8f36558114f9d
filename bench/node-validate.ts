// The Node config checker (server/config-check/portal-config-check.ts, what `npm run config:check` and the build run) on the
// generated configs. Run by tsx from bench/run.mjs: `tsx bench/node-validate.ts <runs> <file>...`; prints JSON.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import Ajv2020 from 'ajv/dist/2020.js';
import { checkConfigFile, contractInfo, schemaProblems, SCHEMA_FILE } from '../server/config-check/portal-config-check';
import { checkConfigRules } from '../src/config/config-rules';
import type { PortalConfig } from '../src/config/portal-config';

const [runsArg, ...files] = process.argv.slice(2);
const runs = Number(runsArg) || 10;

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

function repeat(fn: () => unknown, n: number): number[] {
  for (let i = 0; i < 2; i++) fn(); // warm-up: JIT and file cache
  return Array.from({ length: n }, () => time(fn));
}

const contract = contractInfo();
const results: Record<string, unknown> = {};
for (const file of files) {
  const text = await readFile(file, 'utf8');
  const doc = JSON.parse(text) as PortalConfig;
  const pages = Object.keys(doc.pages).length;
  const problems = checkConfigFile(file, contract).problems;
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false });
  const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  results[pages] = {
    pages,
    bytes: Buffer.byteLength(text),
    problems: problems.length,
    firstProblems: problems.slice(0, 3),
    // Everything `npm run config:check` does per file: read, parse, compile the schema, validate, contract rules,
    // and read the contract (openapi/portal.yaml) again, as checkConfigFile does by default.
    checkConfigFile: repeat(() => checkConfigFile(file), runs),
    contractInfo: repeat(() => contractInfo(), runs),
    schemaProblems: repeat(() => schemaProblems(doc, file), runs),
    ajvCompile: repeat(
      () =>
        new Ajv2020({ allErrors: true, verbose: true, strict: false }).compile(
          JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')),
        ),
      runs,
    ),
    ajvValidate: repeat(() => validate(doc), runs),
    checkConfigRules: repeat(() => checkConfigRules(doc, contract, file), runs),
  };
}
process.stdout.write(JSON.stringify(results));
