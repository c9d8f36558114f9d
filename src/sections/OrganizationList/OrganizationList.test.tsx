import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultExampleData, answerWithRows } from '../../../tests/support/contract-examples';
import { DEFAULT_SESSION, session } from '../../session/session-store';
import { OrganizationList } from './OrganizationList';
import type { SectionProps } from '../section-props';

const organizations = defaultExampleData('get', '/v1_0/seafeguardingrights/Safeguardingrights/queryOrganization').info;
const show = (rows: SectionProps<'OrganizationList'>['rows']) =>
  render(
    <OrganizationList
      section={{ id: 'courts', component: 'OrganizationList' }}
      data={answerWithRows('info', rows)}
      rows={rows}
      search={new URLSearchParams()}
    />,
  );

describe('OrganizationList', () => {
  it('shows every organisation with its name, address and full public phone number as a tel: link, even to visitors', () => {
    Object.assign(session, DEFAULT_SESSION);
    show(organizations);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('heading', { level: 3 }).textContent).toBe('江城市劳动人事争议仲裁院');
    expect(within(items[0]!).getByRole('link', { name: '13972610123' }).getAttribute('href')).toBe('tel:13972610123');
    expect(items[0]!.textContent).toContain('江城区市民之家东楼二楼仲裁大厅');
  });

  it('has no entry buttons of its own', () => {
    show(organizations.slice(0, 1));
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('leaves out a missing phone or address', () => {
    show([{ id: 1, org_name: '某仲裁院', phone: '', address: '' }]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/地址/)).toBeNull();
  });
});
