import type { zh } from '../signup';

export const en: Record<keyof typeof zh, string> = {
  'signup.course.button': 'Sign up',
  'signup.course.done': 'Signed up',
  'signup.course.title': 'Sign up: {name}',
  'signup.course.text': 'Fill in your details; the training school will contact you by mobile.',
  'signup.course.submit': 'Send sign-up',
  'signup.course.success': 'Signed up. The training school will contact you soon',
  'signup.course.failed': 'Not signed up',
  'signup.course.switch':
    'Courses are for personal accounts; a company cannot sign up. Switch to your personal identity?',
  'signup.fair.button': 'Register for the fair',
  'signup.fair.done': 'Registered',
  'signup.fair.title': 'Register for the fair',
  'signup.fair.text': 'Choose the jobs your company recruits for at this fair (at least one).',
  'signup.fair.submit': 'Send registration',
  'signup.fair.success': "Registered. Please wait for the organiser's review",
  'signup.fair.failed': 'Not registered',
  'signup.fair.switch': 'Fair registration is for company accounts. Switch to your company identity?',
  'signup.fair.ended': 'This job fair has ended',
  'signup.online.button': 'Join the online fair',
  'signup.online.done': 'Joined',
  'signup.online.title': 'Join the online fair',
  'signup.online.text': 'Choose the jobs your company shows at this online fair (at least one).',
  'signup.online.confirmMessage':
    'You will join this online fair with your default resume, and the companies taking part can view it. Join?',
  'signup.online.confirm': 'Join',
  'signup.online.submit': 'Join the fair',
  'signup.online.success': 'You have joined the fair',
  'signup.online.failed': 'Not joined',
  'signup.jobs.legend': 'Jobs at the fair',
  'signup.jobs.empty': 'You have not posted any jobs yet',
} as const;
