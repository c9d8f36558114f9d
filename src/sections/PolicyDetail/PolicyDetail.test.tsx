import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { formatDate } from '../../i18n/i18n';
import { PolicyDetail } from './PolicyDetail';

type Policy = components['schemas']['PolicyDetail'];
const policy = defaultExampleData<Policy>('get', '/api/policy/queryPolicyById');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PolicyDetail', () => {
  it('shows the title, type, department, date and the policy text', () => {
    renderSection(PolicyDetail, { data: policy });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('江城市一次性创业补贴申领办法');
    expect(fact('政策类别')).toBe('就业创业');
    expect(fact('发布部门')).toBe('江城市人力资源和社会保障局');
    expect(fact('发布时间')).toBe(formatDate('zh-CN', policy.addtime));
    expect(screen.getByText(/每户一次性补贴5000元/).tagName).toBe('P');
  });

  it('lists attachments as links opening in a new window (site paths kept as paths)', () => {
    renderSection(PolicyDetail, { data: policy });
    const list = screen.getByRole('heading', { name: '附件下载' }).nextElementSibling as HTMLElement;
    const link = within(list).getByRole('link', { name: /一次性创业补贴申请表\.docx/ });
    expect(link.getAttribute('href')).toBe('/n2024/static/mock/policy-201-form.docx');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows an attachment with an unsafe address as plain text', () => {
    renderSection(PolicyDetail, {
      data: { ...policy, attachments: [{ name: '恶意.doc', url: 'javascript:alert(1)' }] },
    });
    expect(screen.getByText('恶意.doc').closest('a')).toBeNull();
  });

  it('links to the application form only when the policy can be applied for online', () => {
    const { unmount } = renderSection(PolicyDetail, { data: policy });
    expect(screen.getByRole('link', { name: '在线申请补贴' }).getAttribute('href')).toBe('/pclicyForm?policyId=201');
    unmount();
    renderSection(PolicyDetail, { data: { ...policy, canApply: 0, attachments: [] } });
    expect(screen.queryByRole('link', { name: '在线申请补贴' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '附件下载' })).toBeNull();
  });
});
