// The mock's test accounts (README, "Test accounts"). Prism keeps no state and answers every call with an
// operation's first example; the front picks the named example that belongs to the account instead: by user name
// and password on the password login, by token on the calls a logged-in member makes. The tokens themselves are
// read from the contract's login examples, so a changed example is followed.

/** Every test account's password. */
export const MOCK_PASSWORD = 'Jc@2026pass';

export const LOGIN_PATH = '/v1_0/member/login/password';

/**
 * @typedef {object} MockAccount
 * @property {string} who what the account is, as the README lists it
 * @property {string[]} names the user names and phone that log in
 * @property {string} login the example of the password login that answers it (its token names the account)
 * @property {Record<string, string>} answers per path, the example answering this account's token
 */

/** @type {MockAccount[]} */
export const ACCOUNTS = [
  {
    who: '个人会员 张伟（资料已完善）',
    names: ['13886021357', 'jc_zhangwei'],
    login: 'ok',
    answers: { '/v1_0/home/config/userinfo': 'personal' },
  },
  {
    who: '企业会员 林晓，江城云帆信息技术有限公司（已认证，两家企业）',
    names: ['15972608841', 'yunfan_hr'],
    login: 'company',
    answers: {},
  },
  {
    who: '企业会员 周敏，江城启明商贸有限公司（企业认证审核中）',
    names: ['13971520634', 'jc_qiming'],
    login: 'companyInReview',
    answers: {
      '/v1_0/home/config/userinfo': 'companyInReview',
      '/v1_0/company/profile/index': 'companyInReview',
      '/v1_0/company/auth/index': 'inReview',
    },
  },
  {
    who: '个人会员 李娜（资料未完善）',
    names: ['13627184590', 'jc_newcomer'],
    login: 'personalIncomplete',
    answers: {
      '/v1_0/home/config/userinfo': 'personalIncomplete',
      '/v1_0/personal/info/index': 'personalIncomplete',
      '/v1_0/Scatt/Job/memberInfo': 'incomplete',
    },
  },
];

/**
 * The example a password login answers with: the account's own for its name and password, `wrongPassword` for a
 * listed name with another password; undefined (Prism's default, the personal member) for any other name.
 * @param {Buffer} body the request body (JSON)
 * @returns {string | undefined}
 */
export function loginExample(body) {
  /** @type {any} */
  let sent;
  try {
    sent = JSON.parse(String(body));
  } catch {
    return undefined;
  }
  const account = ACCOUNTS.find((a) => a.names.includes(String(sent?.username ?? '').trim()));
  if (!account) return undefined;
  return sent?.password === MOCK_PASSWORD ? account.login : 'wrongPassword';
}

/**
 * The example answering a logged-in account's call, by its token.
 * @param {Record<string, string>} tokens token of each login example, by example name
 * @param {string | undefined} token the call's Authorization or user-token
 * @param {string} path the operation's path (without /n2024)
 * @returns {string | undefined}
 */
export function accountExample(tokens, token, path) {
  if (!token) return undefined;
  const account = ACCOUNTS.find((a) => tokens[a.login] === token);
  return account?.answers[path];
}
