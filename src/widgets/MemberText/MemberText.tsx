import { useSession } from '../../session/use-session';
import { useT, addTexts } from '../../i18n/i18n';
import { plainText } from '../plain-text';
import * as styles from './MemberText.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

/**
 * A description only members read (spec s5, s6: casual-job descriptions are hidden from visitors; the workers' own
 * are not, issue 32 item 7): the text for a logged-in member, a prompt to log in for a visitor, whose markup never
 * holds the text. A member sees nothing where there is no text; a visitor cannot know, and is always prompted.
 */
export function MemberText({ text }: { text: string | undefined }) {
  const { t } = useT();
  const { token } = useSession();
  if (!token) return <p className={styles.prompt}>{t('home.scatt.loginForContent')}</p>;
  const shown = text && plainText(text);
  return shown ? <p className={styles.content}>{shown}</p> : null;
}
