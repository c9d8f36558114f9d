/**
 * A page address suggested from a Chinese title (issue 32 item 3, decision 086): 2026春风行动 -> /2026chunfengxingdong.
 * The rule: the title's pinyin without tones (ü as v), digits and Latin letters kept, lower case, everything else
 * (punctuation, spaces) left out, syllables joined, at most 40 characters cut at a whole syllable. No hyphens: a page
 * address is a slash and letters or digits (the schema's `route`, which the router, the server and the checker share).
 * An address another page has, or one the portal keeps, gets 2, 3... The suggestion is offered, never forced.
 * pinyin-pro is large (about 300 kB): it is imported only here, and only when a title with Chinese is typed.
 */
import type { PortalConfig } from '../../src/config/portal-config';
import { routeProblem } from './page-edits';

const MAX = 40;
const HAN = /\p{Script=Han}/u;

/** Whether a text holds Chinese characters (and so can suggest an address). */
export const hasChinese = (text: string) => HAN.test(text);

/** The address the syllables make, free on this site, or undefined when they make none. */
function addressFrom(syllables: readonly string[], config: PortalConfig): string | undefined {
  let stem = '';
  for (const syllable of syllables) {
    const part = syllable.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (stem.length + part.length > MAX) break;
    stem += part;
  }
  if (!stem) return undefined;
  for (let n = 1; n < 100; n++) {
    const route = `/${stem}${n === 1 ? '' : n}`;
    if (!routeProblem(config, route)) return route;
  }
  return undefined;
}

/** The suggested address of a title (loading pinyin-pro the first time), or undefined for a title without Chinese. */
export async function suggestAddress(title: string, config: PortalConfig): Promise<string | undefined> {
  if (!hasChinese(title)) return undefined;
  const { pinyin } = await import('pinyin-pro');
  const syllables = pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  return addressFrom(syllables, config);
}
