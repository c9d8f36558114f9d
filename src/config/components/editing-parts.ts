/**
 * Parts several components' editing definitions share (decision 049): the choice between the arbitration courts and
 * the labour inspection offices, the district picker of the list operations that take one, and the keyword filter of
 * a searchable list.
 */
import type { FilterConfig } from '../config-parts';
import type { DataChoice, ParamPicker } from './section-editing';

/** queryOrganization's two kinds (spec s7), by the names an editor knows. */
export const organizationChoices: readonly DataChoice[] = [
  {
    label: { 'zh-CN': '劳动人事争议仲裁院', en: 'Labour arbitration courts' },
    source: { operation: 'queryOrganization', params: { type: 'ARBITRATION_COURT' } },
  },
  {
    label: { 'zh-CN': '劳动保障监察机构', en: 'Labour inspection offices' },
    source: { operation: 'queryOrganization', params: { type: 'SUPERVISION' } },
  },
];

/** A district (or street) chosen from the area tree, for a list operation's `param` (districtId, district). */
export const districtPicker = (param: string): ParamPicker => ({
  param,
  picker: 'district',
  label: { 'zh-CN': '区县', en: 'District' },
  help: {
    'zh-CN': '只显示这个区县（或街道）的记录；不选则显示全市。',
    en: 'Only records of this district (or street); none: the whole city.',
  },
});

/**
 * A list's fixed keyword (the contract's `keyWord`): only records whose title (a job's: its name or its company's)
 * holds it are shown, e.g. a campaign page's notices of 春风行动. `what` says what is searched, in both languages.
 */
export const keywordPicker = (what: { 'zh-CN': string; en: string }): ParamPicker => ({
  param: 'keyWord',
  picker: 'text',
  label: { 'zh-CN': '只显示含关键词', en: 'Only with the keyword' },
  help: {
    'zh-CN': `只显示${what['zh-CN']}含有这个词的记录（例如 春风行动）；不填则全部显示。`,
    en: `Only records whose ${what.en} holds this word; empty: all of them.`,
  },
});

/** The keyword box above a searchable list, written into the address as ?keywords=. */
export const keywordFilter: FilterConfig = {
  param: 'keyWord',
  label: { 'zh-CN': '关键词', en: 'Keywords' },
  control: 'keywords',
  query: 'keywords',
};
