/**
 * A record's facts as a description list (dl/dt/dd), shared by the detail sections. Facts without a value are
 * left out, so a record with sparse fields shows no empty rows.
 */
import type { ReactNode } from 'react';
import * as styles from './FactList.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

const isEmpty = (v: ReactNode) => v === undefined || v === null || v === false || v === '';

export function FactList({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter((f) => !isEmpty(f.value));
  if (shown.length === 0) return null;
  return (
    <dl className={styles.list}>
      {shown.map((f) => (
        <div key={f.label} className={styles.row}>
          <dt className={styles.term}>{f.label}</dt>
          <dd className={styles.value}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
