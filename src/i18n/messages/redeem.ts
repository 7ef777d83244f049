// Texts of the Redeem Voucher screen (issue 12): staff at the counter. The server's refusals
// (contract/vouchers.ts VOUCHER_MESSAGES, "Already redeemed on …") are shown as it words them.
export const redeemMessages = {
  redeem: {
    title: 'Redeem a voucher',
    intro: "Type the 6-digit PIN on the customer's voucher or the code in their e-mail, or scan its QR code.",
    pin: 'PIN',
    pinOrCode: 'PIN or code',
    find: 'Find voucher',
    scan: 'Scan QR code',
    scanning: 'Point the camera at the QR code on the customer\'s screen.',
    stopScan: 'Stop scanning',
    noCamera: 'The camera could not start. Scan a photo of the QR code, or type the PIN.',
    scanPhoto: 'Scan a photo',
    noQrInPhoto: 'No QR code could be read in this photo. Try again closer, or type the PIN.',
    notAVoucher: 'This QR code is not a voucher of ours. Type the PIN instead.',
    location: 'Location',
    redeemButton: 'Redeem',
    next: 'Next voucher',
    code: 'Code',
    customer: 'Customer',
    offer: 'Offer',
    states: {
      READY: 'Ready to redeem',
      PENDING_REVIEW: 'Waiting for review',
      DENIED: 'Not approved',
      REDEEMED: 'Redeemed',
    },
  },
};
