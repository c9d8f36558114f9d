/**
 * What the checker warns about without refusing it (decision 050): the config works, but probably not as meant.
 * Warnings block neither publishing nor the preview; `npm run config:check` prints them and still succeeds, and the
 * studio shows them as 提醒. Today: a form that collects personal data on a page anyone may open.
 */
import { enc } from './config-rules';
import type { ConfigProblem, PortalConfig } from './portal-config';
import { withPlaces } from './problem-words';
import { ruleWords } from './rule-words';

/**
 * Forms that send an appointment or an application in a member's name: spec s5 asks a completed profile for
 * arbitration, supervision and casual-job publishing; the policy subsidy application is the member's too.
 */
const PERSONAL_DATA_FORMS: ReadonlySet<string> = new Set([
  'ArbitrationForm',
  'SupervisionForm',
  'ScattJobForm',
  'ScattWorkForm',
  'PolicyApplyForm',
]);

export function configWarnings(config: PortalConfig, file = 'portal.config.json'): ConfigProblem[] {
  const warnings: ConfigProblem[] = [];
  for (const [pageId, page] of Object.entries(config.pages)) {
    if (page.gate) continue;
    page.sections.forEach((section, i) => {
      // A hidden form is not shown to anyone; it is warned about once it is shown again.
      if (section.hidden || !PERSONAL_DATA_FORMS.has(section.component)) return;
      warnings.push({
        file,
        pointer: `/pages/${enc(pageId)}/sections/${i}`,
        message: `${section.component} collects personal data, but the page ${page.route} has no gate`,
        fix: 'Set "gate": "refinedProfile" on this page',
        words: ruleWords.gatedForm(),
        level: 'warning',
      });
    });
  }
  return withPlaces(warnings, config);
}
