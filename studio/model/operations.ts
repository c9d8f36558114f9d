/** Which operations a section may draw and what they take: the catalogue crossed with the contract. */
import { catalog, isComponentName } from '../../src/config/catalog';
import type { ContractParam } from '../../src/config/config-rules';
import { studioContract } from './check';

/** The operations the component can draw for its main source (or a named option source) that the contract has. */
export function operationsFor(component: string, slot = 'source'): string[] {
  if (!isComponentName(component)) return [];
  const entry = catalog[component] as {
    operations: readonly string[];
    optionSources?: Record<string, readonly string[]>;
  };
  const allowed = slot === 'source' ? entry.operations : (entry.optionSources?.[slot] ?? []);
  return allowed.filter((op) => studioContract.operations[op]);
}

export interface OperationParam extends ContractParam {
  name: string;
}

/** The parameters an operation takes (page and size are the section's own settings, so they are left out). */
export function paramsOf(operation: string): OperationParam[] {
  const params = studioContract.operations[operation]?.params ?? {};
  return Object.entries(params)
    .filter(([name]) => !['page', 'size', 'pagesize'].includes(name))
    .map(([name, p]) => ({ name, ...p }));
}

export const summaryOf = (operation: string) => studioContract.operations[operation]?.summary ?? operation;
