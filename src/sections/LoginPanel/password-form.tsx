/**
 * The password tab's form (PasswordLogin) as a chunk of its own (decision 098): where the QR code comes first, a
 * visitor who never picks the password tab never fetches its code. The server draws the form in every page (it cannot
 * know the width, decision 058); in the browser its markup is kept, unhydrated, until the form is asked for: on a small
 * screen at once (it is the panel shown), elsewhere when the tab is pointed at, focused or picked. Then its code comes
 * and React hydrates the server's form in place: nothing is drawn twice. A login panel the browser draws itself (after
 * a client navigation) shows the form once its code is here.
 */
import { memo, Suspense, use, useLayoutEffect } from 'react';
import { useBrowserState, type BrowserState } from '../../browser-state/use-browser-state';
import { SMALL_SCREEN } from '../../widgets/small-screen';
import type { PasswordLogin } from './PasswordLogin';

let loaded: typeof PasswordLogin | undefined;
const listeners = new Set<() => void>();
let code: Promise<void> | undefined;
let due: () => void = () => undefined;
/** Settles when the form is first asked for (at once on the server, which draws it in every page). */
const whenDue = new Promise<void>((resolve) => (due = resolve));

/** The form's code, fetched once it is due (and afresh after a failed load: the section's retry draws it again). */
function formCode(): Promise<void> {
  code ??= whenDue
    .then(() => import('./PasswordLogin'))
    .then(
      (m) => {
        loaded = m.PasswordLogin;
        for (const heard of listeners) heard();
      },
      (error: unknown) => {
        code = undefined;
        throw error;
      },
    );
  return code;
}

/** Asks for the form: its code is fetched now, if it was not already. True once it is here, false if it failed. */
export function askForPasswordLogin(): Promise<boolean> {
  due();
  return formCode().then(
    () => true,
    () => false,
  );
}

let markDrawn: () => void = () => undefined;
const whenDrawn = new Promise<void>((resolve) => (markDrawn = resolve));

/**
 * Settles once a form has been drawn with its code (hydrated over the server's, or drawn afresh). Until then the
 * server's form would answer a press of 登录 with the browser's own submission of the page.
 */
export const passwordFormDrawn = () => whenDrawn;

/** Draws nothing; says the form beside it is React's now. */
function Drawn() {
  useLayoutEffect(() => markDrawn(), []);
  return null;
}

// The server draws the form in every page; a small screen shows it first.
if (import.meta.env.SSR || (typeof matchMedia === 'function' && matchMedia(SMALL_SCREEN).matches)) {
  void askForPasswordLogin();
}

/** Whether the form's code is here, for the renders that follow it. */
const formHere: BrowserState<boolean> = {
  subscribe: (heard) => {
    listeners.add(heard);
    return () => listeners.delete(heard);
  },
  read: () => loaded !== undefined,
};

/**
 * While hydrating, the server's form: kept (suspended) until its code is here. In a page the browser draws itself,
 * nothing until the code is here, then the form.
 */
function Form() {
  const here = useBrowserState(formHere, true);
  if (!here) return null;
  if (!loaded) use(formCode());
  const Loaded = loaded!;
  return (
    <>
      <Loaded />
      <Drawn />
    </>
  );
}

/**
 * The form in a Suspense boundary of its own, with no props: a new render of the tabs around it never reaches a
 * boundary that still keeps the server's markup (React would then give that markup up and draw it afresh).
 */
export const PasswordForm = memo(function PasswordForm() {
  return (
    <Suspense fallback={null}>
      <Form />
    </Suspense>
  );
});
