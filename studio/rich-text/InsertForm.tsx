/**
 * The small form a link or an image asks for (its address; an image also its description), checked against the text
 * block's allow-list before anything is inserted: a refused address is said at its field, in HR's words. Not a
 * <form> (it sits inside the section's form): Enter in a box inserts, Escape cancels.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { blockImage, blockLink } from '../../src/sections/TextBlock/text-block-html';
import { IMAGE_HOSTS } from '../../src/sections/TextBlock/allow-list';
import type { StudioKey } from '../i18n/messages';
import { studioText } from '../i18n/use-studio-t';
import type { StudioLocale } from '../model/field-labels';
import * as r from './rich-text.css';

export type Insert = 'link' | 'image';

interface Props {
  kind: Insert;
  locale: StudioLocale;
  onInsert: (fields: { address: string; alt?: string }) => void;
  onCancel: () => void;
}

export function InsertForm({ kind, locale, onInsert, onCancel }: Props) {
  const w = (key: StudioKey) => studioText(locale, key);
  const imageHelp = studioText(locale, 'richImageHelp', { hosts: IMAGE_HOSTS.join(locale === 'en' ? ', ' : '、') });
  const id = useId();
  const [address, setAddress] = useState('');
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  const addressBad = (kind === 'link' ? blockLink(address) : blockImage(address)) === null;
  const altBad = kind === 'image' && !alt.trim();
  const addressProblem = tried && addressBad ? w(kind === 'link' ? 'richLinkBad' : 'richImageBad') : '';
  const altProblem = tried && altBad ? w('richImageAltMissing') : '';

  function submit() {
    setTried(true);
    if (addressBad || altBad) return;
    onInsert({ address: address.trim(), ...(kind === 'image' ? { alt: alt.trim() } : {}) });
  }
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    }
  };
  const box = (which: 'address' | 'alt', label: string, help: string, problem: string) => (
    <div className={r.askField}>
      <label htmlFor={`${id}-${which}`}>{label}</label>
      <input
        id={`${id}-${which}`}
        className={r.askInput}
        autoFocus={which === 'address'}
        value={which === 'address' ? address : alt}
        onChange={(e) => (which === 'address' ? setAddress : setAlt)(e.target.value)}
        onKeyDown={keys}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-${which}-help${problem ? ` ${id}-${which}-problem` : ''}`}
      />
      <span id={`${id}-${which}-help`} className={r.askHelp}>
        {help}
      </span>
      {problem && (
        <span id={`${id}-${which}-problem`} role="alert" className={r.askProblem}>
          {problem}
        </span>
      )}
    </div>
  );
  return (
    <div role="group" aria-label={w(kind === 'link' ? 'richLink' : 'richImage')} className={r.ask}>
      {box(
        'address',
        w(kind === 'link' ? 'richLinkAddress' : 'richImageAddress'),
        kind === 'link' ? w('richLinkHelp') : imageHelp,
        addressProblem,
      )}
      {kind === 'image' && box('alt', w('richImageAlt'), w('richImageAltHelp'), altProblem)}
      <div className={r.askActions}>
        <button type="button" className={r.tool} onClick={submit}>
          {w('richInsert')}
        </button>
        <button type="button" className={r.tool} onClick={onCancel}>
          {w('cancel')}
        </button>
      </div>
    </div>
  );
}
