export { UnsavedChangesGuard } from './UnsavedChangesGuard';
export { UnsavedFormChanges } from './UnsavedFormChanges';
export { useAnyUnsavedChanges, useConfirmDiscard, useUnsavedChanges } from './unsavedChanges';
