/**
 * The contract watch (decision 065): every answer the portal server reads from the backend is checked against the
 * contract's schema for its operation and status. A break is counted per operation (portal_contract_breaks_total)
 * and logged once per operation and problem, with a sample that names where and what, never the value. The watch
 * only looks: the caller gets the answer it would have got without it, and nothing here throws into a render.
 */
import type { Logger } from 'pino';
import { operationOf } from '../data-cache/shared-reads';
import { log } from '../observe/log';
import { contractBreaks } from '../observe/metrics';
import { compileContract, type ContractSchemas } from './contract-schemas';
import { problemKey, problemsOf, type Problem } from './problems';

type Fetch = (request: Request) => Promise<Response>;

export interface ContractWatch {
  /** Whether the contract judges an answer of this operation and status with this media type (else: let it be). */
  judges(operationId: string, status: number, contentType: string | null): boolean;
  /** An answer's problems, [] when it keeps the contract; pure (no count, no log). Only for what `judges`. */
  judge(operationId: string, status: number, contentType: string | null, body: Uint8Array): Problem[];
  /** `judge`, then a break counted and its new problems logged. Never throws. */
  check(operationId: string, status: number, contentType: string | null, body: Uint8Array): Problem[];
  /** A backend fetch whose every answer the watch checks before handing it on, unchanged. */
  watch(fetch: Fetch): Fetch;
}

export interface ContractWatchOptions {
  schemas?: ContractSchemas;
  logger?: Logger;
}

/** Problems remembered as logged, at most: beyond it (a backend breaking everything) the count goes on, the log stops. */
const MOST_LOGGED = 10_000;
const decoder = new TextDecoder();

const essence = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (media: string) => media === 'application/json' || media.endsWith('+json');
/** A media type as the log may carry it: a well-formed one, short; anything else is only "other". */
const mediaName = (media: string) => (/^[\w.+-]{1,40}\/[\w.+-]{1,60}$/.test(media) ? media : 'other');

export function createContractWatch(options: ContractWatchOptions = {}): ContractWatch {
  const schemas = options.schemas ?? compileContract();
  const logger = options.logger ?? log;
  const logged = new Set<string>();

  const judges: ContractWatch['judges'] = (operationId, status, contentType) => {
    const schema = schemas.response(operationId, status);
    return !!schema && !schema.otherMedia.includes(essence(contentType));
  };

  const judge: ContractWatch['judge'] = (operationId, status, contentType, body) => {
    const schema = schemas.response(operationId, status);
    if (!schema) return [];
    const media = essence(contentType);
    // A missing content type is let pass if the body is JSON; another one (an HTML error page) is the break itself.
    if (media && !isJson(media)) return [{ pointer: '', keyword: 'content-type', type: mediaName(media) }];
    let answer: unknown;
    try {
      answer = JSON.parse(decoder.decode(body));
    } catch {
      return [{ pointer: '', keyword: 'json', type: 'text', length: body.byteLength }];
    }
    if (schema.validate(answer)) return [];
    return problemsOf(schemas.explain(schema, answer), answer);
  };

  function report(operationId: string, status: number, problems: Problem[]) {
    contractBreaks.inc({ operation: operationId });
    for (const problem of problems) {
      const key = `${operationId} ${problemKey(problem)}`;
      if (logged.has(key) || logged.size >= MOST_LOGGED) continue;
      logged.add(key);
      logger.warn(
        { event: 'contract-break', operation: operationId, status, ...problem },
        `backend answer breaks the contract: ${operationId} ${problem.keyword} at ${problem.pointer || '/'}`,
      );
    }
  }

  const check: ContractWatch['check'] = (operationId, status, contentType, body) => {
    try {
      const problems = judge(operationId, status, contentType, body);
      if (problems.length) report(operationId, status, problems);
      return problems;
    } catch (error) {
      logger.error({ event: 'contract-watch-failed', operation: operationId, err: error }, 'the contract watch failed');
      return [];
    }
  };

  const watch: ContractWatch['watch'] = (fetch) => async (request) => {
    const response = await fetch(request);
    try {
      const operationId = operationOf(request.method, new URL(request.url));
      const contentType = response.headers.get('content-type');
      if (operationId && judges(operationId, response.status, contentType)) {
        // A copy of the body: the caller reads the answer itself, as it came.
        const body = new Uint8Array(await response.clone().arrayBuffer());
        check(operationId, response.status, contentType, body);
      }
    } catch {
      // The copy failed as the answer will for its caller (an abort, a broken stream): the caller sees that.
    }
    return response;
  };

  return { judges, judge, check, watch };
}
