import { Link } from 'react-router-dom';
import type { components } from '../../../sdk/schema';
import { useT, addTexts } from '../../i18n/i18n';
import { bannerTarget } from '../banner-target';
import * as styles from './BannerLink.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

type Ad = components['schemas']['Ad'];

interface Props {
  ad: Ad;
  /**
   * The slot's size (the image's width and height attributes). The image fills its parent's box, cropped to cover
   * it: the parent fixes that box (the carousel's height, the advert row's shape), so nothing moves when the image
   * loads, whatever size the uploaded file has.
   */
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  /** The first image a visitor sees (often the page's largest paint): fetched ahead of other images. */
  priority?: boolean;
}

/** A banner advert's image, linked by the click rule of spec s2 (see banner-target.ts); unlinked when it leads nowhere. */
export function BannerLink({ ad, width, height, loading = 'eager', priority = false }: Props) {
  const { t } = useT();
  const target = bannerTarget(ad);
  // A linked image needs a name even when the advert has no title.
  const alt = ad.title || (target ? t('home.adverts.label') : '');
  const image = (
    <img
      className={styles.image}
      src={ad.image_src.image}
      alt={alt}
      loading={loading}
      fetchPriority={priority ? 'high' : undefined}
      width={width}
      height={height}
      // (No style attribute: the server's HTML runs under a CSP without inline styles.)
    />
  );
  if (target?.kind === 'external') {
    return (
      <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer">
        {image}
        <span className={styles.hidden}>{t('header.externalHint')}</span>
      </a>
    );
  }
  if (target?.kind === 'internal')
    return (
      <Link className={styles.link} to={target.to}>
        {image}
      </Link>
    );
  return image;
}
