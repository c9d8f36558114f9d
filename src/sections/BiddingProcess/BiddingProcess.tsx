import type { SectionProps } from '../section-props';
import * as styles from './BiddingProcess.css';

/** The bidding process as numbered steps, in the order of their step numbers. Data: queryBiddingProcess. */
export function BiddingProcess({ data }: SectionProps<'BiddingProcess'>) {
  const steps = [...(data?.steps ?? [])].sort((a, b) => a.step - b.step);
  return (
    <ol className={styles.steps}>
      {steps.map((s) => (
        <li key={s.step} value={s.step} className={styles.step}>
          <h3 className={styles.title}>{s.title}</h3>
          {s.description && <p className={styles.text}>{s.description}</p>}
        </li>
      ))}
    </ol>
  );
}
