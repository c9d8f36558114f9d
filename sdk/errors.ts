/**
 * Typed errors for every failure the portal's calls can meet (spec s8). `message` holds the specification's
 * English text word for word; `key` names the same message in the UI's catalogue so screens can show it in the
 * visitor's language. Business errors carry the server's own message, which the UI shows as is.
 */
export type ApiErrorKind =
  | 'sessionExpired' // envelope code 401 (overdue) or 501
  | 'exception' // envelope code 404
  | 'business' // envelope code 500 or 50009 (or any other non-200 code)
  | 'timeout' // client timeout, HTTP 408, or envelope code 30000
  | 'network' // the request never got an answer
  | 'http' // a non-2xx HTTP status
  | 'malformed'; // a 2xx answer that is not the promised envelope

/** Envelope result codes (spec s8). */
export const ResultCode = {
  success: 200,
  error: 500,
  overdue: 401,
  exception: 404,
  timeout: 30000,
  overdueAlt: 501,
  businessAlt: 50009,
} as const;

/** The specification's messages, by catalogue key. */
export const errorMessages = {
  'error.sessionExpired': 'Please log in first',
  'error.exception': 'Server internal error',
  'error.business': 'Service exception!',
  'error.timeout': 'Request timed out! Please retry later',
  'error.network': 'Network error! Please retry later',
  'error.malformed': 'Service exception!',
  'http.400': 'Request failed! Please retry later',
  'http.401': 'Login expired! Please log in again',
  'http.403': 'This account has no permission to access!',
  'http.404': 'The resource you requested does not exist!',
  'http.405': 'Request method not allowed',
  'http.408': 'Request timed out! Please retry later',
  'http.500': 'Server internal error',
  'http.501': 'Not Implemented',
  'http.502': 'Network error!',
  'http.503': 'Service unavailable!',
  'http.504': 'Network timeout!',
  'http.505': 'HTTP version not supported',
  'http.other': 'Request failed!',
} as const;

export type ErrorKey = keyof typeof errorMessages;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly key: ErrorKey,
    message: string,
    readonly detail: { status?: number; code?: number; path?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: detail.cause });
  }

  /** Worth trying again: the transport failed or the server had a passing fault; never a 4xx or a business answer. */
  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    return this.kind === 'http' && (this.detail.status ?? 0) >= 500;
  }
}

const known = (key: ErrorKey) => errorMessages[key];

/** The error for a non-2xx HTTP status. */
export function httpError(status: number, path?: string): ApiError {
  if (status === 408) return new ApiError('timeout', 'http.408', known('http.408'), { status, path });
  const key = (`http.${status}` in errorMessages ? `http.${status}` : 'http.other') as ErrorKey;
  return new ApiError('http', key, known(key), { status, path });
}

/** The error for an envelope whose code is not 200. */
export function envelopeError(code: number, serverMessage: string | undefined, path?: string): ApiError {
  if (code === ResultCode.overdue || code === ResultCode.overdueAlt)
    return new ApiError('sessionExpired', 'error.sessionExpired', known('error.sessionExpired'), { code, path });
  if (code === ResultCode.exception)
    return new ApiError('exception', 'error.exception', known('error.exception'), { code, path });
  if (code === ResultCode.timeout)
    return new ApiError('timeout', 'error.timeout', known('error.timeout'), { code, path });
  const text = serverMessage?.trim();
  return new ApiError('business', 'error.business', text || known('error.business'), { code, path });
}

export const timeoutError = (path?: string, cause?: unknown) =>
  new ApiError('timeout', 'error.timeout', known('error.timeout'), { path, cause });
export const networkError = (path?: string, cause?: unknown) =>
  new ApiError('network', 'error.network', known('error.network'), { path, cause });
export const malformedError = (path?: string, cause?: unknown) =>
  new ApiError('malformed', 'error.malformed', known('error.malformed'), { path, cause });

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
