import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdWindow, CLOSED_KEY } from './AdWindow';
import { STEP_MS } from './ad-motion';
import * as styles from './AdWindow.css';

const ad = { isShow: true, lineUrl: 'https://jobs.example/fair', imageUrl: 'https://cdn.example/ad.png' };
const X = styles.x.replace(/^var\((--[^,)]+).*$/, '$1');
const Y = styles.y.replace(/^var\((--[^,)]+).*$/, '$1');
const region = () => screen.getByRole('complementary', { name: '浮动广告' });
const position = () => [region().style.getPropertyValue(X), region().style.getPropertyValue(Y)];
const tick = (n: number) => act(() => vi.advanceTimersByTime(n * STEP_MS));

let reduce = false;
let phone = false;
beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  reduce = false;
  phone = false;
  // jsdom lays nothing out: give the viewport a size.
  Object.defineProperty(document.documentElement, 'clientWidth', { value: 1280, configurable: true });
  Object.defineProperty(document.documentElement, 'clientHeight', { value: 720, configurable: true });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: (reduce && query.includes('reduce')) || (phone && query.includes('max-width: 767px')),
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => vi.useRealTimers());

describe('AdWindow (spec s2, s9)', () => {
  it('shows the image linked to its http(s) URL in a new window', () => {
    render(<AdWindow ad={ad} />);
    const link = screen.getByRole('link', { name: /广告/ });
    expect(link).toHaveAttribute('href', 'https://jobs.example/fair');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: '广告' })).toHaveAttribute('src', 'https://cdn.example/ad.png');
  });

  it('is hidden when the settings say so or give no usable image, and never links to a non-http URL', () => {
    const { rerender } = render(<AdWindow ad={{ ...ad, isShow: false }} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    rerender(<AdWindow ad={{ ...ad, imageUrl: undefined }} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    rerender(<AdWindow ad={{ ...ad, imageUrl: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    rerender(<AdWindow ad={undefined} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    rerender(<AdWindow ad={{ ...ad, lineUrl: 'javascript:alert(1)' }} />);
    expect(region()).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('moves one pixel per axis every 20 ms', () => {
    render(<AdWindow ad={ad} />);
    tick(1);
    expect(position()).toEqual(['1px', '1px']);
    tick(9);
    expect(position()).toEqual(['10px', '10px']);
  });

  it('holds still under the pointer and resumes when it leaves', () => {
    render(<AdWindow ad={ad} />);
    tick(5);
    fireEvent.mouseEnter(region());
    tick(50);
    expect(position()).toEqual(['5px', '5px']);
    fireEvent.mouseLeave(region());
    tick(1);
    expect(position()).toEqual(['6px', '6px']);
  });

  it('holds still while it has keyboard focus, and while its pause button is pressed', () => {
    render(<AdWindow ad={ad} />);
    tick(3);
    const pause = screen.getByRole('button', { name: '暂停移动' });
    act(() => pause.focus());
    tick(20);
    expect(position()).toEqual(['3px', '3px']);
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    act(() => pause.blur());
    tick(20);
    expect(position()).toEqual(['3px', '3px']);
    fireEvent.click(pause);
    tick(1);
    expect(position()).toEqual(['4px', '4px']);
  });

  it('does not move for visitors who prefer reduced motion', () => {
    reduce = true;
    render(<AdWindow ad={ad} />);
    tick(50);
    expect(position()).toEqual(['', '']);
    expect(screen.queryByRole('button', { name: '暂停移动' })).toBeNull();
  });

  it('runs no timer on a small screen, where it is hidden (docs/decisions/026)', () => {
    phone = true;
    render(<AdWindow ad={ad} />);
    expect(vi.getTimerCount()).toBe(0);
    tick(50);
    expect(position()).toEqual(['', '']);
  });

  it('stays closed for the rest of the page session once closed', () => {
    const { unmount } = render(<AdWindow ad={ad} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭广告' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(sessionStorage.getItem(CLOSED_KEY)).toBe('1');
    unmount();
    render(<AdWindow ad={ad} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
