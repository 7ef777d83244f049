// Registers a react-admin <Form>'s unsaved edits with the guard (useUnsavedChanges): put it inside
// the form. It reads the state react-admin's warnWhenUnsavedChanges reads (the dirty fields), so a
// form is guarded the same way whether or not other forms share its screen. A form whose save
// keeps its values must reset them to the saved ones (reset(values)) to be clean again.
import { useFormState } from 'react-hook-form';
import { useUnsavedChanges } from './unsavedChanges';

export function UnsavedFormChanges() {
  const { dirtyFields } = useFormState();
  useUnsavedChanges(Object.keys(dirtyFields).length > 0);
  return null;
}
