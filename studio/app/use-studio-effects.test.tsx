import { fireEvent, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { setAt } from '../model/edits';
import { apply, loadPublished, studio } from '../model/studio-store';
import { fieldId } from '../editor/field-id';
import { draftSync } from '../service/draft-sync';
import { useStudioEffects } from './use-studio-effects';

const published = portal as unknown as PortalConfig;
const edited = setAt(published, '/pages/home/sections/0/hidden', true);

/** A field of the draft (its id is the value's, as the forms' are) and a text that is no part of it. */
function Shell() {
  useStudioEffects(true);
  return (
    <>
      <input aria-label="title" id={fieldId('/pages/home/sections/0/title')} />
      <textarea aria-label="comment" />
    </>
  );
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

  it("undoes the studio's last change from inside a field of the draft, not from a text of another kind", () => {
    const { getByLabelText } = render(<Shell />);
    apply(edited);
    // A comment for the publication is typed text of its own: the browser's own undo there.
    const comment = fireEvent.keyDown(getByLabelText('comment'), { key: 'z', ctrlKey: true });
    expect(comment).toBe(true);
    expect(studio.draft).toBe(edited);
    // In the title field, the studio's history: the last change (here the hiding of a section) is undone.
    const title = fireEvent.keyDown(getByLabelText('title'), { key: 'z', ctrlKey: true });
    expect(title).toBe(false);
    expect(studio.draft).toBe(published);
    fireEvent.keyDown(getByLabelText('title'), { key: 'y', ctrlKey: true });
    expect(studio.draft).toBe(edited);
  });

  it('asks before leaving with changes the server does not have yet, not without', () => {
    render(<Shell />);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    apply(edited);
    expect(leave()).toBe(true);
    // Saved on the server as a draft: offered back at the next start, so leaving loses nothing.
    draftSync.state = 'saved';
    expect(leave()).toBe(false);
    draftSync.state = 'idle';
  });
});
