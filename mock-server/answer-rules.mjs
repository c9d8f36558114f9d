// What Prism cannot do by itself: it answers every call with the operation's first example, whatever the query
// asks, and its examples are fixed dates. The front asks for the example a query names (a supervision office list
// for type=SUPERVISION, a course by its id), and moves the courses' enrolment windows so that they stand where the
// contract's examples put them, on any day (README, "Answers by query" and "Enrolment windows").

/** queryOrganization: the example answering each `type` (decision 054: SUPERVISION is the assumed value). */
const ORGANIZATION_PATH = '/v1_0/seafeguardingrights/Safeguardingrights/queryOrganization';
const ORGANIZATION_EXAMPLE = { SUPERVISION: 'supervision' };

const COURSE_PATH = '/v1_0/school/Schoolpag/schoolDetail';

/**
 * The day the course examples are written as of (in the city, UTC+8): on it, example `ok`'s enrolment window
 * (1–30 September 2026) is open, `enrolClosed`'s (July) is over and `enrolNotStarted`'s (October) is ahead. The
 * mock moves every course's window by whole days from this day to today, so the three keep their places.
 */
export const COURSE_EXAMPLES_DAY = Date.UTC(2026, 8, 15) / 1000;
const DAY_S = 86_400;
const CITY_OFFSET_S = 8 * 3600;

/**
 * The named example of a course, by the `id` its record carries in the contract (the first of its name), so that
 * /learnDetail?id=302 shows the course whose enrolment has closed. Ids no example carries get Prism's first.
 * @param {any} doc the parsed contract
 * @returns {Map<string, string>} example name by course id
 */
export function courseExamplesById(doc) {
  /** @type {Map<string, string>} */
  const byId = new Map();
  const examples = doc?.paths?.[COURSE_PATH]?.get?.responses?.['200']?.content?.['application/json']?.examples ?? {};
  for (const [name, example] of Object.entries(examples)) {
    const id = /** @type {any} */ (example)?.value?.data?.info?.id;
    if (id !== undefined && !byId.has(String(id))) byId.set(String(id), name);
  }
  return byId;
}

/**
 * The example a call without a `Prefer` of its own is answered with, by what its query asks; undefined for
 * Prism's first.
 * @param {string} method @param {string} path the operation's path (without /n2024) @param {URLSearchParams} query
 * @param {Map<string, string>} courses courseExamplesById's answer
 * @returns {string | undefined}
 */
export function exampleForQuery(method, path, query, courses) {
  if (method !== 'GET') return undefined;
  if (path === ORGANIZATION_PATH)
    return ORGANIZATION_EXAMPLE[/** @type {keyof typeof ORGANIZATION_EXAMPLE} */ (query.get('type') ?? '')];
  if (path === COURSE_PATH) {
    const name = courses.get(query.get('id') ?? '');
    return name === 'ok' ? undefined : name;
  }
  return undefined;
}

/** Whether the answer to this call is rewritten (rewriteAnswer). @param {string} method @param {string} path */
export const rewritesAnswer = (method, path) => method === 'GET' && path === COURSE_PATH;

/**
 * A course's enrolment window moved by whole days from COURSE_EXAMPLES_DAY to today (in the city), hours kept.
 * Any other answer (an error envelope, a problem document) is left as it is.
 * @param {any} json the answer's body, parsed
 * @param {number} [nowMs]
 * @returns {boolean} whether it changed
 */
export function rewriteAnswer(json, nowMs = Date.now()) {
  const info = json?.data?.info;
  if (!info || typeof info !== 'object') return false;
  const cityDay = (/** @type {number} */ s) => Math.floor((s + CITY_OFFSET_S) / DAY_S);
  const shift = (cityDay(nowMs / 1000) - cityDay(COURSE_EXAMPLES_DAY)) * DAY_S;
  let changed = false;
  for (const key of ['enrol_starttime', 'enrol_endtime']) {
    if (typeof info[key] === 'number' && info[key] > 0) {
      info[key] += shift;
      changed = true;
    }
  }
  return changed;
}

/** The notice list, whose `keyWord` the mock applies to its example's titles (a campaign page's filtered list). */
const NOTICE_LIST_PATH = '/api/web/queryNoticeByPage';

/**
 * The keyword a notice-list call filters by, if any: the contract says `keyWord` is a title keyword, and Prism's
 * example ignores it, so the mock keeps only the example's notices whose title holds it (issue 32 item 3).
 * @param {string} method @param {string} path the operation's path (without /n2024) @param {URLSearchParams} query
 * @returns {string | undefined}
 */
export function keywordOf(method, path, query) {
  if (method !== 'GET' || path !== NOTICE_LIST_PATH) return undefined;
  return query.get('keyWord')?.trim() || undefined;
}

/**
 * A page of records cut to those whose title holds `keyword`, its counts following. Any other answer is left alone.
 * @param {any} json the answer's body, parsed @param {string} keyword
 * @returns {boolean} whether it changed
 */
export function keepMatching(json, keyword) {
  const data = json?.data;
  if (!data || !Array.isArray(data.records)) return false;
  data.records = data.records.filter((/** @type {any} */ r) => String(r?.title ?? '').includes(keyword));
  data.total = data.records.length;
  data.pages = data.records.length ? 1 : 0;
  return true;
}
