/** What the config checker and the studio know of the API contract (built from openapi/portal.yaml). */
/** A query parameter (GET) or body field (otherwise) of an operation, as far as the checker and the studio need it. */
export interface ContractParam {
  max?: number;
  min?: number;
  type?: string;
  enum?: unknown[];
  description?: string;
  required?: boolean;
}

export interface ContractInfo {
  /**
   * Operations by id. `params` is known in Node and the studio (built from openapi/portal.yaml); the portal's own
   * start-up check knows existence only.
   */
  operations: Record<string, { method: string; summary?: string; params?: Record<string, ContractParam> }>;
}
