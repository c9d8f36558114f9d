/**
 * How the portal server reaches its backend (decision 064), from the environment:
 * API_TARGET: the backend's base URL, http:// or https://, with an optional path prefix before /n2024
 *   (sdk/backend-address.ts). An https backend is verified against Node's trusted CAs; a private CA is added with
 *   Node's own NODE_EXTRA_CA_CERTS=<PEM file> (read once when the process starts).
 * BACKEND_CONNECT_TIMEOUT_MS (default 5000): a connection (TCP and TLS) not made in this time fails (504).
 * BACKEND_TIMEOUT_MS (default 15000): an answer whose headers, or whose next piece of body, take longer fails (504).
 */

export interface BackendSettings {
  target: URL;
  connectTimeoutMs: number;
  answerTimeoutMs: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_ANSWER_TIMEOUT_MS = 15_000;

/** API_TARGET checked: an http(s) URL with a host, no credentials, query or fragment; else an Error that says so. */
export function backendTarget(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      `API_TARGET "${text}" is not a URL: give the backend's base, e.g. https://api.example.gov.cn/gateway`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`API_TARGET "${text}" must start with http:// or https://`);
  if (url.username || url.password || url.search || url.hash)
    throw new Error(`API_TARGET "${url.origin}${url.pathname}" must carry no user, password, query or fragment`);
  return url;
}

const millis = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new Error(`${name} is "${value}": it must be a whole number of ms above 0`);
  return ms;
};

export function backendSettings(target: string | URL, env: NodeJS.ProcessEnv = process.env): BackendSettings {
  return {
    target: backendTarget(String(target)),
    connectTimeoutMs: millis(env, 'BACKEND_CONNECT_TIMEOUT_MS', DEFAULT_CONNECT_TIMEOUT_MS),
    answerTimeoutMs: millis(env, 'BACKEND_TIMEOUT_MS', DEFAULT_ANSWER_TIMEOUT_MS),
  };
}
