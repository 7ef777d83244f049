// The one guard of unsaved edits (issue 34), in the layout: while anything is registered as
// unsaved (useUnsavedChanges), a navigation to another path asks react-admin's question in the
// browser's confirm dialog, as react-admin's warnWhenUnsavedChanges does, and a reload or closing
// the tab gets the browser's own "Leave site?" prompt. It needs a data router
// (src/AdminRoot.tsx); under a plain router (the unit tests' MemoryRouter) only the reload
// prompt is active.
import { useEffect } from 'react';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { hasUnsavedChanges, UNSAVED_CHANGES_MESSAGE, useAnyUnsavedChanges } from './unsavedChanges';

/**
 * Always mounted under a data router: react-router consults one blocker, this one. It reads the
 * register at the navigation itself, so an edit is guarded from the first frame that shows it;
 * a blocker mounted only once something is unsaved was registered a few effects later, and a
 * quick history move (Next, then Back in the browser) left the screen without the question.
 */
function NavigationBlocker() {
  const translate = useTranslate();
  // A new query or hash on the same path (a list's filter) keeps the screen and its edits. The
  // register is read at the navigation: edits forgotten just before it (a business switch the
  // user agreed to) are not asked about twice.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    if (window.confirm(translate(UNSAVED_CHANGES_MESSAGE))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object is new on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocked]);
  return null;
}

export function UnsavedChangesGuard() {
  const unsaved = useAnyUnsavedChanges();
  const canBlock = useCanBlock();
  useEffect(() => {
    if (!unsaved) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // For browsers that still read it (Chrome before 119).
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [unsaved]);
  return canBlock ? <NavigationBlocker /> : null;
}
