/**
 * The area (district) picker over the `homeClassifyIndex` citycategory tree: up to three cascading selects
 * (district, street, community). Its value is the chosen codes joined by commas, as the API takes it ("1,11,111").
 * Place it in a `<Field group>`: the field's legend names it, and the field's aria goes on the first select. A filter
 * bar, which has no legend, names the first select after itself (`firstLabel`) and offers "all" (`emptyLabel`).
 */
import type { components } from '../../../sdk/schema';
import { useT, addTexts } from '../../i18n/i18n';
import type { ControlProps } from './Field';
import * as styles from './form.css';
import { zh as formsTexts } from '../../i18n/messages/forms';

addTexts(formsTexts);

export type AreaNode = components['schemas']['AreaNode'];

const LEVELS = ['forms.area.district', 'forms.area.street', 'forms.area.community'] as const;

/** The nodes along a comma-separated path of codes, as far as the tree has them. */
export function areaPath(tree: readonly AreaNode[], value: string): AreaNode[] {
  const path: AreaNode[] = [];
  let level: readonly AreaNode[] = tree;
  for (const code of value ? value.split(',') : []) {
    const node = level.find((n) => n.value === code);
    if (!node || path.length === LEVELS.length) break;
    path.push(node);
    level = node.children ?? [];
  }
  return path;
}

interface Options {
  tree: readonly AreaNode[];
  /** The first select's label instead of "district" (a filter called 区域). */
  firstLabel?: string;
  /** The text of "nothing chosen" at each level instead of "please choose" (a filter's "all"). */
  emptyLabel?: string;
  /** The row's layout, instead of the form's grid. */
  className?: string;
  /**
   * The first select's form name, for a GET form that works without JavaScript: its options are districts, each a
   * path of one code (the deeper levels need JavaScript to appear).
   */
  name?: string;
}

export function AreaPicker({
  tree,
  firstLabel,
  emptyLabel,
  className = styles.areaRow,
  name,
  id,
  value,
  onChange,
  onBlur,
  ...aria
}: ControlProps & Options) {
  const { t } = useT();
  const chosen = areaPath(tree, value);
  const levels: (readonly AreaNode[])[] = [tree];
  for (const node of chosen) if (node.children?.length && levels.length < LEVELS.length) levels.push(node.children);

  const choose = (level: number, code: string) => {
    const codes = chosen.slice(0, level).map((n) => n.value);
    onChange((code ? [...codes, code] : codes).join(','));
  };

  return (
    <div className={className}>
      {levels.map((options, level) => (
        <label key={LEVELS[level]} className={styles.areaLevel}>
          <span>{level === 0 && firstLabel ? firstLabel : t(LEVELS[level]!)}</span>
          <select
            id={level === 0 ? id : `${id}-${level}`}
            name={level === 0 ? name : undefined}
            className={styles.control}
            value={chosen[level]?.value ?? ''}
            onChange={(e) => choose(level, e.target.value)}
            onBlur={onBlur}
            {...(level === 0 ? aria : {})}
          >
            <option value="">{emptyLabel ?? t('forms.select.placeholder')}</option>
            {options.map((n) => (
              <option key={n.value} value={n.value}>
                {n.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
