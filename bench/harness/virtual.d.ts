declare module 'virtual:bench-examples' {
  /** The `data` of each operation's first 200 example in openapi/portal.yaml, by operation id. */
  const examples: Record<string, unknown>;
  export default examples;
}
