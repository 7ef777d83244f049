export { UnsavedChangesGuard } from './UnsavedChangesGuard';
export { UnsavedFormChanges } from './UnsavedFormChanges';
export { forgetUnsavedChanges, useAnyUnsavedChanges, useConfirmDiscard, useUnsavedChanges } from './unsavedChanges';
