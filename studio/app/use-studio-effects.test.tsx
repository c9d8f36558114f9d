import { fireEvent, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { savedDraft } from '../model/draft-storage';
import { setAt } from '../model/edits';
import { apply, loadPublished, studio } from '../model/studio-store';
import { useStudioEffects } from './use-studio-effects';

const published = portal as unknown as PortalConfig;
const edited = setAt(published, '/pages/home/sections/0/hidden', true);

function Shell() {
  useStudioEffects(true);
  return <input aria-label="title" />;
}

beforeEach(() => {
  localStorage.clear();
  loadPublished(published, '"v1"');
});

describe('useStudioEffects', () => {
  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y outside text fields', () => {
    render(<Shell />);
    apply(edited);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(studio.draft).toBe(published);
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(studio.draft).toBe(edited);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(studio.draft).toBe(edited);
  });

  it("leaves Ctrl+Z in a text field to the browser's own undo of the typing", () => {
    const { getByLabelText } = render(<Shell />);
    apply(edited);
    fireEvent.keyDown(getByLabelText('title'), { key: 'z', ctrlKey: true });
    expect(studio.draft).toBe(edited);
  });

  it('keeps an unpublished draft in the browser and forgets it once the draft is back to what is published', async () => {
    render(<Shell />);
    apply(edited);
    await vi.waitFor(() => expect(savedDraft(published)?.draft).toEqual(edited));
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await vi.waitFor(() => expect(localStorage.getItem('n2024.studio.draft')).toBeNull());
  });

  it('asks before leaving with unpublished changes, not without', () => {
    render(<Shell />);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    apply(edited);
    expect(leave()).toBe(true);
  });
});
