// Texts of billing control (spec 3 §2 "Billing control (admin)", §8): section titles and toasts as
// spelt in the spec; each section's empty state.
export const billingMessages = {
  billing: {
    intro: 'Approved proofs whose campaign charges an addon are invoiced to their business, then their gift cards are sent once the invoice is paid.',
    provider: { ledger: 'Billing provider: local ledger', chargebee: 'Billing provider: Chargebee' },
    columns: {
      business: 'Business', addon: 'Addon', count: 'Count', emails: 'E-mails', invoices: 'Invoice ids',
      charged: 'Charged', sent: 'Sent', actions: 'Actions', total: 'Total',
    },
    waiting: {
      title: 'Proofs Not yet send to Chargebee',
      empty: 'No approved proofs are waiting to be charged.',
      perAddon: 'Per addon',
      run: 'DO IT',
      made: 'Made %{n} invoices failed %{m}',
      failed: '%{n} failed: %{error}. The next run retries them.',
    },
    paid: {
      title: 'Gift cards to send',
      empty: 'No paid items: there are no gift cards to send.',
      copy: 'Copy',
      copyLabel: 'Copy the e-mails of %{business}, %{addon}',
      copied: 'Copied %{n} to clipboard!',
      mark: 'Mark',
      markLabel: 'Mark the gift cards of %{business}, %{addon} as sent',
      marked: 'Marked %{n} proofs',
    },
    charged: {
      title: 'Chargebee initiated not yet paid',
      hint: 'These invoices are checked hourly; paid ones move to Gift cards to send.',
      next: 'Next check: %{time}',
      empty: 'No invoices are waiting for payment.',
    },
    sent: {
      title: 'Items marked as sent for the past 30 days',
      empty: 'No gift cards were marked as sent in the past 30 days.',
    },
    error: 'Error loading billing: %{error}',
  },
};
