// @vitest-environment node
/**
 * The assumed operations are listed in one place (decision 065): docs/assumed-operations.md is what the contract's
 * `x-shape: assumed` marks and `x-assumed` notes make, and a mark without a note is refused.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  ASSUMED_FILE,
  assumedMarkdown,
  assumedMarkdownOfContract,
  assumedOf,
} from '../server/contract-watch/assumed-operations';
import { SPEC_FILE } from '../server/config-check/portal-config-check';

const doc = () => parse(readFileSync(SPEC_FILE, 'utf8'));

describe('the list of assumed operations', () => {
  it('is up to date with the contract (npm run contract:assumed writes it)', () => {
    expect(readFileSync(ASSUMED_FILE, 'utf8')).toBe(assumedMarkdownOfContract());
  });

  it('holds every operation and schema the contract marks as assumed, each with what was assumed', () => {
    const contract = doc();
    const marked = readFileSync(SPEC_FILE, 'utf8').match(/^\s+x-shape: assumed$/gm) ?? [];
    const listed = assumedOf(contract);
    expect(listed).toHaveLength(marked.length);
    expect(listed.find((a) => a.name === 'arbitrationAdd')).toMatchObject({
      kind: 'operation',
      call: 'POST /v1_0/seafeguardingrights/Safeguardingrights/arbitrationAdd',
      note: expect.stringContaining('The body'),
    });
    const markdown = assumedMarkdown(contract);
    for (const a of listed) expect(markdown).toContain(`| \`${a.name}\` |`);
    expect(markdown).toContain('decisions/055-assumptions-written-down.md');
  });

  it('refuses a mark without its note', () => {
    const contract = doc();
    delete contract.paths['/v1_0/seafeguardingrights/Safeguardingrights/supervisionAdd'].post['x-assumed'];
    expect(() => assumedOf(contract)).toThrow(/supervisionAdd is marked x-shape: assumed without an x-assumed note/);
  });
});
