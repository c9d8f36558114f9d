import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/config/catalog';
import { fieldHelp, fieldLabel, optionLabel } from './field-labels';
import { linkFields, pageFields, sectionFields, type Field } from './form-model';

// Every field the studio's forms can show, for every component: HR staff read them in Chinese (a new schema setting
// without Chinese words fails here, not in front of them).
const fields = new Map<string, Field>();
for (const component of Object.keys(catalog))
  for (const f of sectionFields({ component } as never)) fields.set(f.key.replace(/^options\./, ''), f);
for (const f of [...pageFields(), ...linkFields(true)]) fields.set(f.key, f);

const han = /\p{Script=Han}/u;

describe('the studio’s words for every setting', () => {
  it('covers the settings a form shows (care mode among them)', () => {
    expect([...fields.keys()]).toEqual(
      expect.arrayContaining(['careMode', 'careOrder', 'width', 'gate', 'intervalMs']),
    );
  });

  for (const [key, field] of fields)
    it(`${key}: a Chinese label and help, English help from the schema, every choice named in both languages`, () => {
      expect(fieldLabel(key, 'zh-CN')).toMatch(han);
      expect(fieldLabel(key, 'en')).not.toMatch(han);
      if (field.help) {
        expect(fieldHelp(key, field.help, 'zh-CN')).toMatch(han);
        expect(fieldHelp(key, field.help, 'en')).toBe(field.help);
      }
      for (const option of field.options ?? []) {
        if (field.key === 'component') continue; // components are chosen in the outline, by their catalogue names
        expect(optionLabel(field.key, option, 'zh-CN')).toMatch(han);
        expect(optionLabel(field.key, option, 'en')).not.toBe('');
      }
    });
});
