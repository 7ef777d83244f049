// The console's register of unsaved edits (issue 34): every form, editor or in-place field that
// holds an edit not yet saved says so here, and the one guard in the layout
// (UnsavedChangesGuard) asks before a navigation, a reload or a record switch throws it away.
// One register rather than one router blocker a form, because react-router consults only the
// last blocker registered: with two forms on a screen (the settings' four sections, the campaign
// form beside the flow draft) the first form's edits would go unguarded.
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';

const dirtySources = new Set<symbol>();
const listeners = new Set<() => void>();

function mark(source: symbol, dirty: boolean) {
  const had = dirtySources.has(source);
  if (dirty === had) return;
  if (dirty) dirtySources.add(source);
  else dirtySources.delete(source);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};
const anyUnsaved = () => dirtySources.size > 0;

/** True while any part of the screen holds an unsaved edit. */
export const useAnyUnsavedChanges = () => useSyncExternalStore(subscribe, anyUnsaved, () => false);

/** react-admin's own text for the question ("Some of your changes weren't saved…"). */
export const UNSAVED_CHANGES_MESSAGE = 'ra.message.unsaved_changes';

/**
 * Asks, when anything on the screen is unsaved, whether to throw it away: true when nothing is
 * unsaved or the user agrees. For switches that are not navigations (another record in the same
 * screen, another landing page in the select).
 */
export function useConfirmDiscard() {
  const translate = useTranslate();
  return useCallback(() => !anyUnsaved() || window.confirm(translate(UNSAVED_CHANGES_MESSAGE)), [translate]);
}

/**
 * Forgets every unsaved edit, for a change the user has already agreed to that leaves the screen
 * (another business): the navigation that follows then asks nothing a second time.
 */
export function forgetUnsavedChanges() {
  if (dirtySources.size === 0) return;
  dirtySources.clear();
  for (const listener of listeners) listener();
}

/** Whether anything is unsaved right now, for a check made outside React's render (the router's blocker). */
export const hasUnsavedChanges = anyUnsaved;

/**
 * Registers the caller's unsaved state for as long as it is mounted: `dirty` is whether it holds
 * an edit that a navigation or reload would lose.
 */
export function useUnsavedChanges(dirty: boolean) {
  const source = useRef<symbol>(undefined);
  source.current ??= Symbol('unsaved');
  // Before the browser paints: once an edit is on the screen, a navigation already finds it here.
  useLayoutEffect(() => {
    const id = source.current as symbol;
    mark(id, dirty);
    return () => mark(id, false);
  }, [dirty]);
}
