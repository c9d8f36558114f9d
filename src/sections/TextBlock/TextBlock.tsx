import { useT } from '../../i18n/i18n';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import { Frame } from '../../widgets/SectionFrame/Frame';
import type { SectionProps } from '../section-props';
import { cleanTextBlock } from './text-block-html';
import * as styles from './TextBlock.css';

const clean = (html: string) => cleanTextBlock(html).html;

/**
 * HR's own text on a page (a campaign's introduction, decision 086): the HTML the studio wrote into the page config,
 * drawn through SafeHtml with the text block's allow-list (text-block-html.ts), whatever the config holds. It has no
 * data source, so the renderer draws it bare: it draws the data sections' Frame itself (a region named by its
 * title).
 */
export function TextBlock({ section }: SectionProps<'TextBlock'>) {
  const { text } = useT();
  return (
    <Frame id={section.id} title={text(section.title)}>
      <SafeHtml className={styles.block} html={section.options?.html} clean={clean} />
    </Frame>
  );
}
