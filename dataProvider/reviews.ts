// The 'reviews' area (spec 1 §7, spec 3 §7): signed image uploads with progress, proof review,
// coupon code claim, default approval template, offer search, user lookup, proof image; and the
// reviewTemplates resource over adminSettings/swayProofReviewTemplates.
import type { z } from 'zod';
import type {
  NextCodeReply, ReviewReply, ReviewRequest, ReviewTemplate, ReviewTemplateInput, SwayOfferSearchItem, SwayProof,
  defaultApprovalReply,
} from '../contract/reviews';
import { paginate, type ResourceTable } from './base';
import type { HttpClient } from './httpClient';
import type { ApiCall } from './api';

const TEMPLATES = 'adminSettings/swayProofReviewTemplates';

export type UploadProgress = (percent: number) => void;

/** PUTs the file to the signed URL with XHR, the one browser API that reports upload progress. */
export function putWithProgress(url: string, file: Blob, contentType: string, onProgress: UploadProgress): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`Upload failed (${xhr.status})`)));
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    xhr.send(file);
  });
}

export function extensionOf(file: { name: string; type: string }): string {
  const fromType = file.type.split('/')[1]?.toLowerCase();
  if (fromType) return fromType === 'jpeg' ? 'jpg' : fromType;
  return file.name.split('.').pop()?.toLowerCase() ?? '';
}

const templateFields = (data: Partial<ReviewTemplateInput>): ReviewTemplateInput => ({
  title: String(data.title ?? '').trim(),
  email_template_id: String(data.email_template_id ?? '').trim(),
  type: data.type === 'DENIED' ? 'DENIED' : 'APPROVED',
});

export const reviewsResources: ResourceTable = {
  reviewTemplates: {
    getList: async (http, params) => paginate(await http<ReviewTemplate[]>(TEMPLATES), params),
    getOne: async (http, { id }) => {
      const found = (await http<ReviewTemplate[]>(TEMPLATES)).find((t) => String(t.id) === String(id));
      if (!found) throw new Error('Template not found');
      return { data: found };
    },
    create: async (http, { data }) => ({ data: await http<ReviewTemplate>(TEMPLATES, { method: 'POST', body: templateFields(data as Partial<ReviewTemplateInput>) }) }),
    update: async (http, { id, data }) => ({ data: await http<ReviewTemplate>(`${TEMPLATES}/${id}`, { method: 'PUT', body: templateFields(data as Partial<ReviewTemplateInput>) }) }),
    delete: async (http, { id }) => ({ data: await http<ReviewTemplate>(`${TEMPLATES}/${id}`, { method: 'DELETE' }) }),
  },
};

export function reviewsMethods(http: HttpClient, api: ApiCall) {
  return {
    getSignedUrl: (imageType: string, ext: string) => api('getSignedUrl', { params: { imageType, ext } }),
    /** Signed URL, then the PUT with progress; resolves with the public URL of the image. */
    uploadImage: async (file: Blob & { name: string }, imageType: string, onProgress: UploadProgress) => {
      const signed = await api('getSignedUrl', { params: { imageType, ext: extensionOf(file) } });
      await putWithProgress(signed.signedUrl, file, signed.contentType, onProgress);
      return signed.publicUrl;
    },
    updateProofImage: (proofId: number, proofImageUrl: string) =>
      http<{ id: number; proof_image_url: string }>(`proof/${proofId}/updateProofImage`, { method: 'PUT', body: { proofImageUrl } }),
    searchReviewOffers: (q: string) => http<{ swayOffers: SwayOfferSearchItem[] }>('swayOffer/search', { query: { q } }),
    getProofsForOffer: (offerId: number) => http<{ proofs: SwayProof[] }>(`swayOffer/proofsForOffer/${offerId}`),
    getReviewTemplates: () => http<ReviewTemplate[]>(TEMPLATES),
    getDefaultApprovalForProof: (proofId: number) =>
      http<z.infer<typeof defaultApprovalReply>>(`swayOffer/defaultApprovalEmailForProof/${proofId}`),
    nextCodeForProof: (proofId: number) => http<NextCodeReply>(`coupon/codeList/sway/getNextForProof/${proofId}`),
    reviewProof: (proofId: number, body: ReviewRequest) =>
      http<ReviewReply>(`reverseFlow/proof/review/${proofId}`, { method: 'PUT', body }),
    lookupSwayUser: (email: string) => http<{ swayProofs: SwayProof[] }>(`user/lookupSway/${encodeURIComponent(email.trim())}`),
  };
}
