/** English, the second locale: the specification's English strings word for word. */
import { errorMessages } from '../../sdk/errors';
import type { MessageKey } from './messages-zh-CN';

export const en: Record<MessageKey, string> = {
  'portal.name': 'Jiangcheng Public Employment Service',
  'section.notices': 'Notices',
  'section.jobs': 'Newest jobs',
  'state.loading': 'Loading…',
  'state.empty': 'No data yet',
  'state.retry': 'Retry',
  'state.failed': '{title} could not be loaded: {reason}',
  'job.salary': 'Salary',
  'job.company': 'Employer',
  'notFound.title': 'page not found',
  'notFound.back': 'Back to home',
  ...errorMessages,
};
