// Demo coupon code lists: a sway list with many unused codes and a network list with used and
// pending codes (spec 2 §3 Code list).
import type { Db } from '../client';
import { codeLists, codes, pendingCodes } from '../schema';
import type { SeededProof } from './proofs';
import type { SeededSwayProof } from './sway';
import { addMs, fake, insertAll, insertIds, MINUTE } from './util';

function codeValue(prefix: string): string {
  return `${prefix}-${fake.string.alphanumeric({ length: 6, casing: 'upper' })}`;
}

export async function seedCodeLists(
  db: Db, businessId: number,
  sway: { offerId: number; summary: string; proofs: SeededSwayProof[] },
  network: { offerId: number; summary: string; proofs: SeededProof[] },
): Promise<void> {
  const [swayList = 0, networkList = 0] = await insertIds(db, codeLists, [
    { businessId, swayOfferId: sway.offerId, kind: 'SWAY', listName: `${sway.summary} code list`, pendingCodeTemplateId: 'sway-approved-default' },
    { businessId, offerId: network.offerId, kind: 'NETWORK', listName: `${network.summary} code list`, pendingCodeTemplateId: 'network-pending-code' },
  ]);
  const approved = sway.proofs.filter((p) => p.status === 'APPROVED' && p.swayOfferId === sway.offerId);
  const swayCodes = new Set<string>();
  while (swayCodes.size < 50 + approved.length) swayCodes.add(codeValue('SWAY'));
  const swayValues = [...swayCodes];
  await insertAll(db, codes, swayValues.map((value, i) => {
    const proof = approved[i];
    return proof
      ? { codeListId: swayList, value, proofId: proof.id, usedBy: proof.email, usedAt: proof.reviewedAt, reservedAt: proof.reviewedAt }
      : { codeListId: swayList, value };
  }));
  const used = network.proofs.filter((p) => p.offerId === network.offerId).slice(-15);
  const netCodes = new Set<string>();
  while (netCodes.size < 40) netCodes.add(codeValue('NET'));
  await insertAll(db, codes, [...netCodes].map((value, i) => {
    const proof = used[i];
    return proof
      ? { codeListId: networkList, value, proofId: proof.id, usedBy: proof.email, usedAt: addMs(proof.date, MINUTE), reservedAt: proof.date }
      : { codeListId: networkList, value };
  }));
  await insertAll(db, pendingCodes, Array.from({ length: 3 }, () => {
    const firstName = fake.person.firstName();
    return { codeListId: networkList, name: firstName, email: fake.internet.email({ firstName }).toLowerCase() };
  }));
}

/** A campaign's own list of unused codes (the counter campaign of the claim flow demo). */
export async function seedCampaignCodes(db: Db, businessId: number, swayOfferId: number, summary: string, count: number): Promise<void> {
  const [listId = 0] = await insertIds(db, codeLists, [{ businessId, swayOfferId, kind: 'SWAY', listName: `${summary} code list` }]);
  const values = new Set<string>();
  while (values.size < count) values.add(codeValue('KNOTS'));
  await insertAll(db, codes, [...values].map((value) => ({ codeListId: listId, value })));
}
