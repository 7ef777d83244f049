// The 'reviews' area (spec 1 §7, spec 3 §7): signed image uploads with progress, proof review,
// coupon code claim, default approval template, offer search, user lookup, proof image; and the
// swayProofReviewTemplates resource over the review template entries of the endpoint table.
import type { ReviewRequest, ReviewTemplateInput } from '../contract/reviews';
import { paginate, type ResourceTable } from './base';
import type { ApiCall } from './api';

import type { UploadProgress } from './xhrFetch';

export type { UploadProgress };

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
  swayProofReviewTemplates: {
    getList: async (api, params) => paginate(await api('getReviewTemplates'), params),
    getOne: async (api, { id }) => {
      const found = (await api('getReviewTemplates')).find((t) => String(t.id) === String(id));
      if (!found) throw new Error('Template not found');
      return { data: found };
    },
    create: async (api, { data }) => ({ data: await api('createReviewTemplate', { body: templateFields(data as Partial<ReviewTemplateInput>) }) }),
    update: async (api, { id, data }) => ({
      data: await api('updateReviewTemplate', { params: { id }, body: templateFields(data as Partial<ReviewTemplateInput>) }),
    }),
    delete: async (api, { id }) => ({ data: await api('deleteReviewTemplate', { params: { id } }) }),
  },
};

export function reviewsMethods(api: ApiCall) {
  return {
    getSignedUrl: (imageType: string, ext: string) => api('getSignedUrl', { params: { imageType, ext } }),
    /** Signed URL, then the PUT with progress; resolves with the public URL of the image. */
    uploadImage: async (file: Blob & { name: string }, imageType: string, onProgress: UploadProgress) => {
      const signed = await api('getSignedUrl', { params: { imageType, ext: extensionOf(file) } });
      await putWithProgress(signed.signedUrl, file, signed.contentType, onProgress);
      return signed.publicUrl;
    },
    updateProofImage: (proofId: number, proofImageUrl: string) =>
      api('updateProofImage', { params: { id: proofId }, body: { proofImageUrl } }),
    searchReviewOffers: (q: string) => api('searchReviewOffers', { query: { q } }),
    getProofsForOffer: (offerId: number) => api('getProofsForOffer', { params: { offerId } }),
    getProofCheckQueue: () => api('getProofCheckQueue'),
    getReviewTemplates: () => api('getReviewTemplates'),
    getDefaultApprovalForProof: (proofId: number) => api('getDefaultApprovalForProof', { params: { proofId } }),
    nextCodeForProof: (proofId: number) => api('nextCodeForProof', { params: { proofId } }),
    reviewProof: (proofId: number, body: ReviewRequest) => api('reviewProof', { params: { proofId }, body }),
    undoReview: (proofId: number) => api('undoReview', { params: { proofId } }),
    /** The path parameter is URL-encoded by the call. */
    lookupSwayUser: (email: string) => api('lookupSwayUser', { params: { email: email.trim() } }),
  };
}
