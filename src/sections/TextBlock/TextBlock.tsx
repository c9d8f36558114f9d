import { useId } from 'react';
import { useT } from '../../i18n/i18n';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import * as frame from '../../widgets/SectionFrame/SectionFrame.css';
import type { SectionProps } from '../section-props';
import { cleanTextBlock } from './text-block-html';
import * as styles from './TextBlock.css';

const clean = (html: string) => cleanTextBlock(html).html;

/**
 * HR's own text on a page (a campaign's introduction, decision 086): the HTML the studio wrote into the page config,
 * drawn through SafeHtml with the text block's allow-list (text-block-html.ts), whatever the config holds. It has no
 * data source, so the renderer draws it bare: it frames itself as the data sections are framed (a region named by
 * its title).
 */
export function TextBlock({ section }: SectionProps<'TextBlock'>) {
  const { text } = useT();
  const id = useId();
  const title = text(section.title);
  return (
    <section className={frame.frame} aria-labelledby={title ? id : undefined} data-section={section.id}>
      {title && (
        <div className={frame.head}>
          <h2 id={id} className={frame.heading}>
            {title}
          </h2>
        </div>
      )}
      <SafeHtml className={styles.block} html={section.options?.html} clean={clean} />
    </section>
  );
}
