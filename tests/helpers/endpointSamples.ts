// Valid inputs for the endpoints whose path names a business's record and that take a body or
// other path parameters: the generated tenant check (tests/api/endpointAccess.test.ts) sends
// them with another business's id and with a missing id, and both must reach the record lookup.
export const endpointSamples: Record<string, { params?: Record<string, string | number>; body?: unknown }> = {
  stopOffer: { params: { date: '2030-01-31' } },
  sendClientFeedback: { body: { clientFeedback: ['THANK_YOU'] } },
  updateSwayProofType: { params: { type: 'INSTAGRAM_POST' } },
  updateLocation: { body: {} },
  updateBusinessUser: { body: { first_name: 'Tenant', last_name: 'Check' } },
  sendLoginEmail: { params: { target: 'client' } },
  updateOffer: { body: {} },
  updateOfferLocations: { body: { locationTagIds: [] } },
  addShortUrl: { body: { shortCode: 'tenant-check' } },
  addCodes: { body: { codes: [{ value: 'TENANT-1', line: 2 }] } },
  reviewProof: { body: { reviewType: 'DENIED', reviewComments: 'Blurry photo' } },
  updateSwayOffer: { body: {} },
  updateSwayFlow: { body: {} },
  addSwayShortUrl: { body: { shortCode: 'tenant-check' } },
  updateLandingPage: { body: {} },
  updateLandingPageOffers: { body: { swayOffers: [] } },
  generateOfferReport: { params: { id: 1 } },
  generateSwayOfferReport: { params: { id: 1 } },
  updateProofImage: { body: { proofImageUrl: 'https://example.com/tenant-check.png' } },
  redeemVoucher: { body: {} },
  updateSocialProof: {
    body: {
      type: 'POST', platform: 'INSTAGRAM', message: 'Tenant check', business_name: 'B', influencer_name: 'I', avatar_img_url: '/widgets/avatar.svg', date: '2026-01-01',
    },
  },
};
