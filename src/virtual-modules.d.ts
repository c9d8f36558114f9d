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
