declare module 'virtual:portal-config-validator' {
  interface ValidateFunction {
    (data: unknown): boolean;
    errors?: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[] | null;
  }
  const validate: ValidateFunction;
  export default validate;
}

declare module 'virtual:portal-config-stamp' {
  /** SHA-256 (hex) of the pages.config/portal.json the build checked. */
  export const sha256: string;
}

declare module 'virtual:studio-checker' {
  import type { SchemaValidator } from './config/config-check';
  import type { ContractInfo } from './config/config-rules';
  /** pages.config/schema.json precompiled with all errors, verbose, descriptions kept (the studio's checker). */
  const validate: SchemaValidator;
  export default validate;
  /** The contract's operations with their parameters, from openapi/portal.yaml. */
  export const contract: ContractInfo;
}
