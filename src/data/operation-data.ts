/**
 * Types of what a data source hands a section: the success envelope's `data` of an operation of the contract, and
 * the rows the renderer takes out of it (source-query.ts `rowsOf`: a bare array, or records / items / info /
 * article_list / steps). Types only: they follow sdk/schema.d.ts as the contract changes.
 */
import type { SuccessData } from '../../sdk/client';
import type { operations } from '../../sdk/schema';

type Json<Op extends keyof operations> = operations[Op] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/** The envelope's `data` of an operation (for a union of operations, the union of theirs). */
export type OperationData<Op extends keyof operations> = Op extends keyof operations ? SuccessData<Json<Op>> : never;

type Row<D> = D extends readonly (infer R)[]
  ? R
  : D extends { records: readonly (infer R)[] }
    ? R
    : D extends { items: readonly (infer R)[] }
      ? R
      : D extends { info: readonly (infer R)[] }
        ? R
        : D extends { article_list: readonly (infer R)[] }
          ? R
          : D extends { steps: readonly (infer R)[] }
            ? R
            : never;

/** One row of a list operation's data, as `rowsOf` finds it. */
export type RowOf<D> = Row<NonNullable<D>>;
