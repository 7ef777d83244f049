// Esc in a field that saves when it is left (issue 34): the stored value comes back, and the blur
// Esc causes saves nothing. The blur handler runs before React shows the restored value, so it
// asks `escaped()` rather than comparing the value it still sees.
import { useRef, type KeyboardEvent } from 'react';

export function useEscapeRestores() {
  const escaped = useRef(false);
  return {
    /** A keydown handler: on Esc, `restore` puts the stored value back and the field is left. */
    onEscape: (restore: () => void) => (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      restore();
      escaped.current = true;
      (e.target as HTMLElement).blur();
    },
    /** True once after an Esc: the blur that follows must not save. */
    escaped: () => {
      const was = escaped.current;
      escaped.current = false;
      return was;
    },
  };
}
