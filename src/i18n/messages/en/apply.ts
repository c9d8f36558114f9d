import type { zh } from '../apply';

export const en: Record<keyof typeof zh, string> = {
  'apply.button': 'Apply for this job',
  'apply.busy': 'Applying…',
  'apply.done': 'Applied',
  'apply.named': '{action}: {job}',
  'apply.confirmTitle': 'Apply for a job',
  'apply.confirmMessage': 'Apply for {job} ({company})? The default resume of your member centre will be sent.',
  'apply.confirmAtFair':
    'Apply for {job} ({company}) at this job fair? The default resume of your member centre will be sent.',
  'apply.confirm': 'Apply',
  'apply.success': 'Application sent',
  'apply.already': 'You have already applied for this job.',
  'apply.failed': 'Application failed',
  'apply.companyCannotApply': 'Company accounts cannot apply for jobs. Switch to your personal identity to apply?',
} as const;
