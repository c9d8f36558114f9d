declare module 'virtual:portal-config-validator' {
  interface ValidateFunction {
    (data: unknown): boolean;
    errors?: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[] | null;
  }
  const validate: ValidateFunction;
  export default validate;
}
