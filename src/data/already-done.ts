/**
 * "Done before" (the contract's AlreadyDoneEnvelope, code 409): the member has already applied, signed up,
 * registered or joined. News, not a failure: the action's end state holds either way, so the actions resolve with
 * the server's words instead of rejecting (docs/decisions/013).
 */
import { isApiError } from '../../sdk/errors';
import type { components } from '../../sdk/schema';

/** Typed from the contract: a change of the code there breaks the build here rather than losing the done state. */
const ALREADY_DONE: components['schemas']['AlreadyDoneEnvelope']['code'] = 409;

/** Whether a failed action only says it was done before (by its code, never its words). */
export const isAlreadyDone = (error: unknown) =>
  isApiError(error) && error.kind === 'business' && error.detail.code === ALREADY_DONE;

/** What an action that can be done once came to when it did not fail: done now, or `already` (the server's words). */
export interface OnceResult {
  already?: string;
}

/** Runs an action; "done before" resolves with the server's words, every other failure still rejects. */
export async function once(call: () => Promise<unknown>): Promise<OnceResult> {
  try {
    await call();
    return {};
  } catch (error) {
    if (isAlreadyDone(error)) return { already: (error as Error).message };
    throw error;
  }
}
