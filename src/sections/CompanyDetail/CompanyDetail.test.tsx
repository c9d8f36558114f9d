import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { DEFAULT_SESSION, session } from '../../session/session-store';
import { CompanyDetail } from './CompanyDetail';

type Company = components['schemas']['CompanyDetail'];
const company = defaultExampleData<Company>('get', '/api/web/queryCompanyById');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('CompanyDetail', () => {
  afterEach(() => Object.assign(session, DEFAULT_SESSION));

  it('shows the company name as the heading, its logo named after it, and its facts', () => {
    renderSection(CompanyDetail, { data: company });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('江城云启信息科技有限公司');
    const logo = screen.getByRole('img', { name: '江城云启信息科技有限公司' });
    expect(logo.getAttribute('src')).toBe('/n2024/static/mock/company-logo-2301.png');
    expect(logo.getAttribute('width')).toBe('80');
    expect(fact('企业性质').textContent).toBe('民营企业');
    expect(fact('企业规模').textContent).toBe('100-499人');
    expect(fact('所属行业').textContent).toBe('计算机软件');
    expect(fact('地址').textContent).toBe('江城市高新区光谷大道77号金融港B座12楼');
    expect(fact('在招职位').textContent).toBe('6 个');
  });

  it('links the website in a new window and renders the introduction', () => {
    renderSection(CompanyDetail, { data: company });
    const site = screen.getByRole('link', { name: /www\.example\.com/ });
    expect(site.getAttribute('href')).toBe('https://www.example.com/');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('heading', { level: 3, name: '企业简介' })).toBeTruthy();
    expect(screen.getByText(/研发人员占比超过70%/).tagName).toBe('P');
  });

  it('masks the phone for visitors only', () => {
    const { container, unmount } = renderSection(CompanyDetail, { data: company });
    expect(container.innerHTML).not.toContain('13871234567');
    expect(fact('联系电话').textContent).toMatch(/138\*+4567/);
    unmount();
    session.token = 't';
    renderSection(CompanyDetail, { data: company });
    expect(fact('联系电话').textContent).toContain('13871234567');
  });

  it('drops a javascript: website and logo, and an empty introduction', () => {
    renderSection(CompanyDetail, {
      data: { ...company, website: 'javascript:alert(1)', logo: 'javascript:alert(1)', introduction: '' },
    });
    expect(screen.queryByText('企业网站')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('企业简介')).toBeNull();
  });
});
