/**
 * Every named example of every operation, served by the mock through `Prefer: example=NAME`, validates against
 * the operation's schema, and the SDK turns it into what a caller should see: the envelope's data for code 200,
 * otherwise the typed error of spec s8 with its exact message. Request-body examples validate against theirs.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, envelopeError } from '../../sdk/errors';
import type { OperationId } from '../../sdk/operations.gen';
import {
  contractClient,
  contractOperations,
  exampleValue,
  prefer,
  spec,
  tokens,
  validateRequestBody,
  validateResponse,
} from '../support/contract';

const resolveParam = (p: any) => (p.$ref ? spec.components.parameters[String(p.$ref).split('/').pop()!] : p);

/** Query parameters from the contract's own examples: every required one must have one. */
function queryFromExamples(op: any): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const p of (op.parameters ?? []).map(resolveParam)) {
    if (p.in !== 'query' || ['platform', 'companyid', 'companyId', 'user-token'].includes(p.name)) continue;
    if (p.example !== undefined) query[p.name] = p.example;
    else if (p.required) throw new Error(`${op.operationId}: required parameter ${p.name} has no example`);
  }
  return query;
}

function bodyExample(op: any): Record<string, unknown> | undefined {
  const media = op.requestBody?.content?.['application/json'];
  if (!media) return undefined;
  const first = Object.values<any>(media.examples ?? {})[0];
  return (first ? exampleValue(first) : media.example) as Record<string, unknown>;
}

/**
 * What the mock changes on purpose (mock-server/README.md): each QR link gets a fresh uuid; a course's enrolment
 * window is moved to today (tests/contract/mock-answer-rules.test.ts checks where to).
 */
const mockRewrites: Record<string, (data: any) => unknown> = {
  getQrCodeUrl: (data) => ({ ...data, url: expect.stringMatching(/[?&]uuid=[0-9a-f-]{36}$/) }),
  schoolDetail: (data) => ({
    ...data,
    info: { ...data.info, enrol_starttime: expect.any(Number), enrol_endtime: expect.any(Number) },
  }),
};

const { client } = contractClient(
  { token: tokens.company.data.token, companyId: tokens.company.data.company ?? 1 },
  { coverage: false },
);

describe.each(contractOperations)('$id ($method $path)', (o) => {
  const json = o.op.responses?.['200']?.content?.['application/json'];
  const examples = Object.entries<any>(json?.examples ?? {});
  // A file answer (resume download) lists its JSON refusals second: its first example is the file, and the mock
  // finds a named JSON example only for a caller that asks for JSON.
  const file = Object.keys(o.op.responses?.['200']?.content ?? {})[0] !== 'application/json';
  const ask = (name: string) => (file ? { ...prefer(name), accept: 'application/json' } : prefer(name));

  it('documents a realistic first example and the session, exception and business error examples', () => {
    if (!json) return expect(o.op.responses['200'].content).toBeDefined();
    const names = examples.map(([n]) => n);
    if (!file) expect((exampleValue(examples[0]![1]) as { code: number }).code).toBe(200);
    expect(names).toEqual(
      expect.arrayContaining(['sessionExpired', 'overdue501', 'exception', 'serverError', 'businessError']),
    );
  });

  it.each(examples)(
    'example %s validates against the schema and reaches the caller as spec s8 says',
    async (name, ex) => {
      const value = exampleValue(ex) as { code: number; message?: string; data?: unknown };
      const statically = validateResponse(o, value);
      expect(statically.errors).toBe('');
      const init = { query: queryFromExamples(o.op), body: bodyExample(o.op), headers: ask(name) };
      if (value.code === 200) {
        const expected = value.data ?? null;
        await expect(client.call(o.id as OperationId, init)).resolves.toEqual(
          mockRewrites[o.id]?.(expected) ?? expected,
        );
      } else {
        const expected = envelopeError(value.code, value.message);
        const error = await client.call(o.id as OperationId, init).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind: expected.kind, message: expected.message });
      }
    },
  );

  it('has request-body examples that fit the request schema', () => {
    const media = o.op.requestBody?.content?.['application/json'];
    for (const ex of Object.values<any>(media?.examples ?? {}))
      expect(validateRequestBody(o, exampleValue(ex)).errors, `request example of ${o.id}`).toBe('');
  });
});
