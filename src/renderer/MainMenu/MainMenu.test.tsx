import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { portalConfig } from '../../../tests/support/section-render';
import { PortalConfigContext } from '../../config/config-context';
import { MainMenu } from './MainMenu';

// The summary of a <details> (jsdom's accessibility tree has no role for it; browsers call it a button).
const menuButton = () => screen.getByText('菜单').closest('summary')!;
const show = () =>
  render(
    <PortalConfigContext.Provider value={{ ...portalConfig, header: { ...portalConfig.header, extraLink: false } }}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <MainMenu menu="jobSearch" />
        </MemoryRouter>
      </QueryClientProvider>
    </PortalConfigContext.Provider>,
  );

describe('MainMenu', () => {
  it('lists the tabs of page config with the current one marked, behind a menu button that controls them', () => {
    show();
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(screen.getByRole('link', { name: '找工作' })).toHaveAttribute('aria-current', 'page');
    const button = menuButton();
    expect(nav.querySelector(`#${CSS.escape(button.getAttribute('aria-controls')!)}`)?.tagName).toBe('UL');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  // Enter and Space on the summary are the browser's own (jsdom has them not): tests/e2e/phone-layout.spec.ts.
  it('opens, closes with Escape from inside and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    show();
    const button = menuButton();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.closest('details')!.open).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '首页' }));
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.closest('details')!.open).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes when one of its links is followed', async () => {
    show();
    const button = menuButton();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
