/**
 * A request's address, checked (decision 044): a path or query with malformed percent-encoding (`/%c0%ae`, an
 * overlong UTF-8 dot; `?x=%E0%A4%A`, a cut sequence) is a bad request, answered 400 before anything decodes it (it
 * used to throw deep in the static files, a 500 with a stack trace in the log).
 */
export function requestUrl(target = '/'): URL | undefined {
  try {
    // Always as a path: `//evil.example/x` is the path //evil.example/x here, never a host.
    const url = new URL(`http://portal.invalid${target.startsWith('/') ? target : `/${target}`}`);
    decodeURIComponent(url.pathname);
    for (const part of url.search.slice(1).split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
    return url;
  } catch {
    return undefined;
  }
}
