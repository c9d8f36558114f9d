import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import type { SectionProps } from '../section-props';
import { cleanTextBlock } from './text-block-html';
import * as styles from './TextBlock.css';

const clean = (html: string) => cleanTextBlock(html).html;

/**
 * HR's own text on a page (a campaign's introduction, decision 086): the HTML the studio wrote into the page config,
 * drawn through SafeHtml with the text block's allow-list (text-block-html.ts), whatever the config holds.
 */
export function TextBlock({ section }: SectionProps<'TextBlock'>) {
  return <SafeHtml className={styles.block} html={section.options?.html} clean={clean} />;
}
