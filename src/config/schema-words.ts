/**
 * The editor's words for each schema error the checker explains (config-check.ts): one case per Ajv keyword, the
 * setting named as the editor knows it (setting-names.ts). Reads the value from the document itself, so it works
 * with the browser's lean validator too (no `verbose` data there).
 */
import type { ErrorObject } from 'ajv';
import type { Locale } from './config-parts';
import { sectionRef } from './place-names';
import { both, type ProblemWords } from './problem-words';
import { choiceName, segmentsOf, settingName } from './setting-names';

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value at a pointer of a document, or undefined. */
function valueAt(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const key of segmentsOf(pointer)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Settings that hold a list or a group: a missing one is added, not filled in. */
const GROUPS = new Set([
  'sections',
  'tabs',
  'search',
  'types',
  'personalLinks',
  'companyLinks',
  'miniPrograms',
  'phones',
  'serviceHours',
  'filings',
  'links',
  'memberCentre',
  'paths',
  'site',
  'header',
  'footer',
  'pages',
]);

type Pair = readonly [string, string];
/** Words for the same setting in both languages: `say(name)` gets the setting's name in each. */
const named = (pointer: string, zh: (name: string) => Pair, en: (name: string) => Pair): ProblemWords =>
  both(zh(settingName(pointer, 'zh-CN')), en(settingName(pointer, 'en')));

const fillIn = (pointer: string) =>
  named(
    pointer,
    (n) => [`请填写${n}`, `${n}不能留空，填写后才能发布`],
    (n) => [`Fill in the ${n}`, `The ${n} cannot be left empty`],
  );

/** How a value must be written, by the pattern the schema gives (the same pattern wherever it is used). */
function patternWords(pointer: string, pattern: string): ProblemWords {
  const rule = (zh: string, en: string, fixZh?: string, fixEn?: string) =>
    named(
      pointer,
      (n) => [`${n}${zh}`, fixZh ?? `请重新填写${n}`],
      (n) => [`The ${n} ${en}`, fixEn ?? `Write the ${n} again`],
    );
  if (segmentsOf(pointer).at(-1) === 'operation')
    return rule(
      '不是可选的数据来源',
      'is not one of the data sources',
      '请从列表中选择数据来源',
      'Choose a data source from the list',
    );
  if (pattern === '^/[A-Za-z0-9]*$')
    return rule(
      '须以 / 开头，后面只能是字母或数字',
      'must start with / followed by letters or digits only',
      '例如 /jobSearch',
      'For example /jobSearch',
    );
  if (pattern.startsWith('^/[A-Za-z0-9]*('))
    return rule(
      '须为本站的一个页面地址',
      'must be the address of a page of this site',
      '请从页面列表中选择',
      'Choose a page from the list',
    );
  if (pattern === '^(https?://|/)')
    return rule(
      '须为完整的网址，或以 / 开头的本站地址',
      'must be a full web address or a path of this site starting with /',
    );
  if (pattern === '^https?://')
    return rule(
      '须为完整的网址',
      'must be a full web address',
      '请从浏览器地址栏复制完整的网址',
      "Copy the full address from the browser's address bar",
    );
  if (pattern === '^/') return rule('须以 / 开头', 'must start with /');
  if (pattern.includes('0-9+'))
    return rule(
      '只能包含数字、加号、横线和空格，共 5 到 20 位',
      'may only hold 5 to 20 digits, plus signs, dashes and spaces',
    );
  if (pattern.includes(':\\d{2}'))
    return rule(
      '须写成“8:30-11:30”这样的形式',
      'must be written like 8:30-11:30',
      '请按此形式重新填写',
      'Write it in that form',
    );
  if (pattern.includes('_]'))
    return rule(
      '须以字母开头，只能包含字母、数字和下划线',
      'must start with a letter and hold only letters, digits and underscores',
    );
  if (pattern.startsWith('^[A-Za-z]'))
    return rule('须以字母开头，只能包含字母和数字', 'must start with a letter and hold only letters and digits');
  return rule('的写法不对', 'is not written the right way');
}

const TYPE_ZH: Record<string, string> = {
  integer: '须为整数',
  number: '须为数字',
  string: '须为文字',
  boolean: '须为“是”或“否”',
  array: '须为一组项目',
};
const TYPE_EN: Record<string, string> = {
  integer: 'must be a whole number',
  number: 'must be a number',
  string: 'must be a text',
  boolean: 'must be yes or no',
  array: 'must be a list',
};

/** A number's range as a fix: 请填写 1 或更大的整数. */
const numberFix = (min: unknown, integer: boolean): Pair =>
  typeof min === 'number'
    ? [
        `请填写 ${min} 或更大的${integer ? '整数' : '数'}`,
        `Enter ${integer ? 'a whole number' : 'a number'} of ${min} or more`,
      ]
    : [`请填写一个${integer ? '整数' : '数'}`, `Enter ${integer ? 'a whole number' : 'a number'}`];

function typeWords(pointer: string, type: unknown, value: unknown, min: unknown): ProblemWords {
  const t = typeof type === 'string' ? type : '';
  const numeric = t === 'integer' || t === 'number';
  if (value === null || value === undefined) {
    if (!numeric) return fillIn(pointer);
    const fix = numberFix(min, t === 'integer');
    return named(
      pointer,
      (n) => [`请填写${n}`, fix[0]],
      (n) => [`Fill in the ${n}`, fix[1]],
    );
  }
  const fix = numeric ? numberFix(min, t === 'integer') : undefined;
  return named(
    pointer,
    (n) => [`${n}${TYPE_ZH[t] ?? '的写法不对'}`, fix?.[0] ?? `请重新填写${n}`],
    (n) => [`The ${n} ${TYPE_EN[t] ?? 'is not written the right way'}`, fix?.[1] ?? `Write the ${n} again`],
  );
}

/** A text (Chinese, or Chinese and English) that fails every form: empty, or without its Chinese. */
function textWords(pointer: string, value: unknown): ProblemWords {
  if (value && typeof value === 'object') {
    const t = value as Record<string, unknown>;
    if (!t['zh-CN']) return fillIn(`${pointer}/zh-CN`);
    if (t.en === '')
      return named(
        pointer,
        (n) => [`${n}的英文不能是空白`, '请填写英文，或删除英文'],
        (n) => [`The English of the ${n} cannot be blank`, 'Write the English, or remove it'],
      );
    return named(
      pointer,
      (n) => [`${n}的写法不对`, `请重新填写${n}`],
      (n) => [`The ${n} is not written the right way`, `Write the ${n} again`],
    );
  }
  return fillIn(pointer);
}

/** A link must lead to exactly one place: a page of the site, a member-centre page or another site. */
function linkWords(value: unknown): ProblemWords {
  const link = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const targets = ['route', 'memberCentre', 'href'].filter((k) => link[k] !== undefined).length;
  return targets
    ? both(
        ['这个链接同时指向了几个地方', '请只保留页面、会员中心页面和外部链接中的一项'],
        [
          'The link leads to several places at once',
          'Keep only one of the page, the member-centre page and the external link',
        ],
      )
    : both(
        ['这个链接还没有指向任何地方', '请选择一个页面，或填写会员中心页面或外部链接（三者选一）'],
        [
          'The link leads nowhere yet',
          'Choose a page, or give a member-centre page or an external link (one of the three)',
        ],
      );
}

/**
 * Whether a failed oneOf is a link's "exactly one of route, memberCentre, href": its branches only require (the
 * schema, when the validator is verbose), or the value is a link (the browser's lean validator).
 */
const isLinkChoice = (parent: Record<string, any>, value: unknown) =>
  Array.isArray(parent.oneOf)
    ? parent.oneOf.every((b: Record<string, unknown>) => Object.keys(b).join() === 'required')
    : !!value && typeof value === 'object' && ['label', 'route', 'memberCentre', 'href'].some((k) => k in value);

/** A text setting's value: a string, Chinese and English, or nothing. */
const isTextLike = (value: unknown) =>
  value === null ||
  value === undefined ||
  typeof value === 'string' ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).every((k) => k === 'zh-CN' || k === 'en'));

/** The section a pointer inside it belongs to, as a sentence names it. */
const sectionAt = (doc: unknown, pointer: string, locale: Locale) => {
  const [, id, list, index] = segmentsOf(pointer);
  return list === 'sections' ? sectionRef(valueAt(doc, `/pages/${esc(id!)}/sections/${index}`), locale) : '';
};

/** An Ajv error as far as the words need it (the browser's lean validator gives no schema or data). */
type SchemaError = Pick<ErrorObject, 'keyword' | 'instancePath' | 'params'> &
  Partial<Pick<ErrorObject, 'parentSchema'>>;

/** The words of one schema error; `pointer` is where the checker reports it. */
export function schemaWords(e: SchemaError, pointer: string, doc: unknown): ProblemWords {
  const p = e.params as Record<string, any>;
  const value = valueAt(doc, e.instancePath);
  const parent = (e.parentSchema ?? {}) as Record<string, any>;
  switch (e.keyword) {
    case 'required': {
      const missing = `${e.instancePath}/${esc(String(p.missingProperty))}`;
      if (segmentsOf(e.instancePath).at(-1) === 'paths')
        return both(
          ['会员中心缺少一个必需的页面路径', '请补上这个页面的路径（它的名称在技术细节中）'],
          [
            'The member centre lacks a page path the portal needs',
            'Add that path (its name is in the technical details)',
          ],
        );
      if (GROUPS.has(String(p.missingProperty)))
        return named(
          missing,
          (n) => [`缺少${n}`, `请添加${n}`],
          (n) => [`The ${n} is missing`, `Add the ${n}`],
        );
      return fillIn(missing);
    }
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return named(
        e.instancePath,
        (n) => [`${n}中有一项无法识别的设置`, '请删除这一项（它的名称在技术细节中）'],
        (n) => [`The ${n} has a setting that is not known`, 'Remove it (its name is in the technical details)'],
      );
    case 'enum': {
      if (segmentsOf(pointer).at(-1) === 'component')
        return both(
          ['没有这种栏目类型', '请删除这个栏目，再从栏目类型中重新添加'],
          ['There is no such section type', 'Remove the section and add one from the section types'],
        );
      const choices = (locale: Locale) => (p.allowedValues as unknown[]).map((v) => choiceName(pointer, v, locale));
      const zh = choices('zh-CN');
      const en = choices('en');
      const known = zh.every(Boolean);
      return named(
        pointer,
        (n) => [`${n}没有这个选项`, known ? `请从以下选项中选择：${zh.join('、')}` : '请从列表中选择一项'],
        (n) => [`The ${n} has no such choice`, known ? `Choose one of: ${en.join(', ')}` : 'Choose one from the list'],
      );
    }
    case 'const':
      return named(
        pointer,
        (n) => [`${n}须为 ${JSON.stringify(p.allowedValue)}`, `请把${n}改回 ${JSON.stringify(p.allowedValue)}`],
        (n) => [
          `The ${n} must be ${JSON.stringify(p.allowedValue)}`,
          `Set it back to ${JSON.stringify(p.allowedValue)}`,
        ],
      );
    case 'type':
      return typeWords(pointer, p.type, value, parent.minimum);
    case 'pattern':
      return patternWords(pointer, String(p.pattern));
    case 'minimum':
    case 'maximum': {
      const least = e.keyword === 'minimum';
      const integer = parent.type === 'integer' || Number.isInteger(value);
      const word = integer ? '整数' : '数';
      return named(
        pointer,
        (n) => [
          `${n}${least ? '至少' : '最多'}为 ${p.limit}`,
          least ? `请填写 ${p.limit} 或更大的${word}` : `请填写不超过 ${p.limit} 的${word}`,
        ],
        (n) => [
          `The ${n} must be ${least ? 'at least' : 'at most'} ${p.limit}`,
          `Enter ${integer ? 'a whole number' : 'a number'} of ${p.limit} or ${least ? 'more' : 'less'}`,
        ],
      );
    }
    case 'minItems':
      return named(
        pointer,
        (n) => [`${n}至少要有 ${p.limit} 项`, `请添加${n}`],
        (n) => [`The ${n} needs at least ${p.limit}`, `Add to the ${n}`],
      );
    case 'maxItems':
      return named(
        pointer,
        (n) => [`${n}最多 ${p.limit} 项`, `请删去多出的${n}`],
        (n) => [`The ${n} may hold at most ${p.limit}`, 'Remove the extra ones'],
      );
    case 'minLength':
      return fillIn(pointer);
    case 'minProperties':
      return named(
        pointer,
        (n) => [`至少要有一个${n}`, `请添加${n}`],
        (n) => [`There must be at least one ${n}`, `Add a ${n}`],
      );
    case 'propertyNames':
      return both(
        ['有一个页面的标识写法不对：须以字母开头，只能包含字母和数字', '请修改这个页面的标识（它在技术细节中）'],
        [
          'A page id is not written the right way: a letter, then letters and digits only',
          'Change that page id (it is in the technical details)',
        ],
      );
    case 'not':
      return both(
        [`${sectionAt(doc, pointer, 'zh-CN')}同时设置了一个数据来源和多个数据来源`, '请只保留其中一种'],
        [`${sectionAt(doc, pointer, 'en')} has both one data source and several`, 'Keep only one of the two'],
      );
    case 'false schema':
      return both(
        [`${sectionAt(doc, pointer, 'zh-CN')}这类栏目没有组件设置`, '请删除组件设置'],
        [
          `${sectionAt(doc, pointer, 'en')} is a kind of section without component settings`,
          'Remove the component settings',
        ],
      );
    case 'oneOf':
      if (isLinkChoice(parent, value)) return linkWords(value);
      if (isTextLike(value)) return textWords(pointer, value);
      return named(
        pointer,
        (n) => [`${n}的写法不对`, `请重新填写${n}`],
        (n) => [`The ${n} is not written the right way`, `Write the ${n} again`],
      );
    default:
      return named(
        pointer,
        (n) => [`${n}的写法不对`, `请按说明重新填写${n}`],
        (n) => [`The ${n} is not written the right way`, `Write the ${n} again as its help says`],
      );
  }
}

/** The words of a file that is not JSON at all, with the place (line and column) when the parser gave it. */
export function syntaxWords(line?: number, column?: number): ProblemWords {
  const where = line ? [`（第 ${line} 行第 ${column} 列附近）`, ` (near line ${line}, column ${column})`] : ['', ''];
  return both(
    [`文件不是有效的配置文件${where[0]}`, '请检查该处之前是否少了逗号、引号或括号'],
    [`The file is not a valid config${where[1]}`, 'Look for a missing comma, quote or bracket just before that place'],
  );
}
