/**
 * The shipped config with the policy application page opened to anyone (no gate): a personal-data form on an open
 * page, which the checker warns about (decision 050). The shipped config gates it (issue 22), so tests of warnings
 * start from this copy.
 */
export function withOpenPolicyForm<T>(config: T): T {
  const copy = structuredClone(config) as { pages: Record<string, { gate?: string }> };
  delete copy.pages.pclicyForm!.gate;
  return copy as T;
}
