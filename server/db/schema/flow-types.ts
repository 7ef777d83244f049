// Shapes of the sway flow's JSON columns: declared once in contract/swayFlow.ts (spec 3 §3 Flow).
// Every field is optional: the editor restores defaults per part, and older rows may lack newer fields.
export type {
  ClaimData, ContactFieldKind, ContactInfoData, FlowStep, ProofRequirementsData, ProofReviewLevel, SideEffectData,
  StepIcon, VoucherData, WhatsNextData,
} from '../../../contract/swayFlow';

/** Landing page layout (spec 3 §3): maps of colours, texts and images by key. */
export interface LandingLayoutData {
  colors?: Record<string, string>;
  text?: Record<string, string>;
  images?: Record<string, string>;
}
