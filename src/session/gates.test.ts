import { describe, expect, it } from 'vitest';
import { linkGateDecision, pageGateDecision, refinePage } from './gates';
import type { SessionState } from './session-store';

const user = (uid: number, utype: 1 | 2) => ({ uid, utype, mobile: '', name: 'x', comList: [] });
const visitor = {
  token: null,
  companyId: null,
  utype: null,
  user: null,
  checked: true,
} satisfies Partial<SessionState>;
const personal = { token: 't', companyId: null, utype: 2 as const, user: user(58231, 2), checked: true };
const company = { token: 't', companyId: 3012, utype: 1 as const, user: user(60417, 1), checked: true };

describe('page gates (spec s5, s6)', () => {
  it('company: only a logged-in company account passes; personal is offered the switch, a visitor the company login', () => {
    expect(pageGateDecision('company', company)).toEqual({ kind: 'pass' });
    expect(pageGateDecision('company', personal)).toEqual({ kind: 'switch', to: 'company' });
    expect(pageGateDecision('company', visitor)).toEqual({ kind: 'login', as: 'company' });
  });

  it('refinedProfile: a visitor is offered the login; a member is checked by uid and utype', () => {
    expect(pageGateDecision('refinedProfile', visitor)).toEqual({ kind: 'login', as: 'personal' });
    expect(pageGateDecision('refinedProfile', personal)).toEqual({ kind: 'checkProfile', uid: 58231, utype: 2 });
    expect(pageGateDecision('refinedProfile', company)).toEqual({ kind: 'checkProfile', uid: 60417, utype: 1 });
  });

  it('refinedProfile: waits for a restored login whose user is not known yet, and asks for a login once it is known to be missing', () => {
    expect(pageGateDecision('refinedProfile', { ...personal, user: null, checked: false })).toEqual({ kind: 'wait' });
    expect(pageGateDecision('refinedProfile', { ...personal, user: null, checked: true })).toEqual({
      kind: 'login',
      as: 'personal',
    });
  });
});

describe('link gates', () => {
  it('follows with the right identity, asks visitors to log in as the identity and others to switch', () => {
    expect(linkGateDecision('company', company)).toEqual({ kind: 'pass' });
    expect(linkGateDecision('personal', personal)).toEqual({ kind: 'pass' });
    expect(linkGateDecision('company', visitor)).toEqual({ kind: 'login', as: 'company' });
    expect(linkGateDecision('personal', visitor)).toEqual({ kind: 'login', as: 'personal' });
    expect(linkGateDecision('company', personal)).toEqual({ kind: 'switch', to: 'company' });
    expect(linkGateDecision('personal', company)).toEqual({ kind: 'switch', to: 'personal' });
  });
});

describe('profile completion', () => {
  it('passes is_refine 1 and sends others to the completion page of their utype (2 personal, else company)', () => {
    expect(refinePage({ is_refine: 1, utype: 2 })).toBeNull();
    expect(refinePage({ is_refine: 0, utype: 2 })).toBe('personalRefine');
    expect(refinePage({ is_refine: 0, utype: 1 })).toBe('companyRefine');
    expect(refinePage({ is_refine: 0, utype: 3 })).toBe('companyRefine');
  });
});
