// Simple reports (spec 3 §2, §7 "Simple reports", §9): the catalogue, each report type on fixture
// data whose expected rows the test writes out, the CSV's name and its formula-injection safety,
// the 30-run history, the running limit, the download's tenancy and the restart recovery.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ReportRun, SimpleReport } from '../../contract/simpleReports';
import { customers, locations, offers, proofs, reportRuns, swayOffers, vouchers } from '../../server/db/schema';
import { syncReportDefinitions } from '../../server/domain/simpleReports/definitions';
import { countRows, recoverReportRuns, reportsDir } from '../../server/domain/simpleReports/run';
import { reportQueryOf } from '../../server/domain/simpleReports/catalogue';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createAdmin, createBusiness } from '../helpers/fixtures';

let t: TestApp;
let admin: Record<string, string>;
let business: number;
let reports: Record<string, SimpleReport>;
const thisYear = new Date().getUTCFullYear();
/** Mid-year of this year and of last year, noon UTC (the same date in Chicago). */
const at = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 18, 0, 0));
const lastMonth = () => { const d = new Date(); d.setUTCDate(1); d.setUTCHours(18, 0, 0, 0); return d; };

beforeAll(async () => {
  t = await buildTestApp();
  business = (await createBusiness(t.app, {
    brand: "Tony's Pizza", timeZone: 'America/Chicago', postMarketingValueCents: 1250, reviewMarketingValueCents: 2000, averageTicketValueCents: 3000,
  })).id;
  ({ headers: admin } = await createAdmin(t.app, business));
  const list = (await t.app.inject({ method: 'GET', url: '/api/simpleReports/available', headers: admin })).json<SimpleReport[]>();
  reports = Object.fromEntries(list.map((r) => [r.query_name, r]));
});
afterAll(async () => t.close());

const put = (url: string, headers = admin) => t.app.inject({ method: 'PUT', url: `/api/simpleReports/${url}`, headers });
const runsOf = async (report: SimpleReport, headers = admin) =>
  (await t.app.inject({ method: 'GET', url: `/api/simpleReports/runReportsForQuery/${report.id}`, headers })).json<ReportRun[]>();
/** Starts a run, waits for its job, and answers the finished run and the CSV's rows as objects. */
async function generated(url: string) {
  const res = await put(url);
  expect(res.statusCode, res.body).toBe(200);
  const started = res.json<ReportRun>();
  expect(started).toMatchObject({ status: 'RUNNING', progress: 0 });
  await t.app.jobs.drain();
  const run = (await runsOf({ id: started.report_id } as SimpleReport)).find((r) => r.id === started.id)!;
  const download = await t.app.inject({ method: 'GET', url: `/api/simpleReports/report/${run.file_name}`, headers: admin });
  expect(download.statusCode, download.body).toBe(200);
  const rows = parse(download.body, { columns: true }) as Record<string, string>[];
  return { run, download, rows };
}

async function customer(firstName: string, email: string, phone: string | null = null) {
  const [row] = await t.app.db.insert(customers).values({ businessId: business, firstName, email, phone }).returning();
  return row.id;
}

describe('the report catalogue', () => {
  it('lists one report or more of every query type, each with a description', async () => {
    expect(Object.values(reports).map((r) => [r.query_name, r.query_type])).toEqual([
      ['Proofs this year', 'FLAT'],
      ['Redeemed vouchers this year', 'FLAT'],
      ['Offer activity', 'OFFER'],
      ['Campaign proofs', 'SWAY_OFFER'],
      ['Customers near an address', 'ADDRESS'],
    ]);
    for (const r of Object.values(reports)) expect(r.query_description.length).toBeGreaterThan(20);
  });

  it('keeps the ids when the catalogue is written again at the next start', async () => {
    await syncReportDefinitions(t.app.db);
    const again = (await t.app.inject({ method: 'GET', url: '/api/simpleReports/available', headers: admin })).json<SimpleReport[]>();
    expect(again.map((r) => r.id)).toEqual(Object.values(reports).map((r) => r.id));
  });
});

describe('FLAT: proofs this year', () => {
  it("writes this year's live proofs with contact and value, neutralising formulas, named '{report}_{brand}_{date}.csv'", async () => {
    const ann = await customer('Ann', 'ann@example.test');
    const base = { businessId: business, customerId: ann, proofDate: at(thisYear, 1, 5) };
    const [post, review, denied] = await t.app.db.insert(proofs).values([
      { ...base, proofType: 'INSTAGRAM_POST', dateSubmitted: at(thisYear, 1, 5), firstName: '=HYPERLINK("http://evil.test","x")', email: 'ann@example.test', phone: '+1 555 0100', reviewStatus: 'APPROVED', offerSummary: 'Free slice' },
      { ...base, proofType: 'ONLINE_REVIEW', dateSubmitted: at(thisYear, 1, 6), firstName: 'Ann', email: 'ann@example.test', reviewStatus: 'PENDING', offerSummary: '@SUM(A1:A2)' },
      { ...base, proofType: 'FACEBOOK_POST', dateSubmitted: at(thisYear, 1, 7), firstName: 'Ann', reviewStatus: 'DENIED' },
      { ...base, proofType: 'FACEBOOK_POST', dateSubmitted: at(thisYear - 1, 12, 30), firstName: 'Old' },
      { ...base, proofType: 'FACEBOOK_POST', dateSubmitted: at(thisYear, 1, 8), firstName: 'Gone', deletedAt: new Date() },
    ]).returning();
    const { run, download, rows } = await generated(`generate/${reports['Proofs this year'].id}`);
    expect(run).toMatchObject({ status: 'READY', progress: 100, rows: 3, message: '3 rows', parameters: '' });
    const date = new Date(run.report_date).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
    expect(run.download_name).toBe(`Proofs_this_year_Tony_s_Pizza_${date}.csv`);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${run.download_name}"; filename*=UTF-8''${run.download_name}`);
    expect(download.body.split('\r\n')[0]).toBe('"proof_id","submitted_at","proof_date","proof_type","review_status","first_name","email","phone","offer","value_usd","image_url"');
    expect(rows).toEqual([
      { proof_id: String(post.id), submitted_at: `${thisYear}-01-05 12:00`, proof_date: `${thisYear}-01-05`, proof_type: 'INSTAGRAM_POST', review_status: 'APPROVED', first_name: '\'=HYPERLINK("http://evil.test","x")', email: 'ann@example.test', phone: "'+1 555 0100", offer: 'Free slice', value_usd: '12.50', image_url: '' },
      { proof_id: String(review.id), submitted_at: `${thisYear}-01-06 12:00`, proof_date: `${thisYear}-01-05`, proof_type: 'ONLINE_REVIEW', review_status: 'PENDING', first_name: 'Ann', email: 'ann@example.test', phone: '', offer: "'@SUM(A1:A2)", value_usd: '20.00', image_url: '' },
      { proof_id: String(denied.id), submitted_at: `${thisYear}-01-07 12:00`, proof_date: `${thisYear}-01-05`, proof_type: 'FACEBOOK_POST', review_status: 'DENIED', first_name: 'Ann', email: '', phone: '', offer: '', value_usd: '0.00', image_url: '' },
    ]);
  });

  it('pages through thousands of rows sharing one timestamp: every row once, in order', async () => {
    const other = (await createBusiness(t.app, { timeZone: 'UTC' })).id;
    const { headers } = await createAdmin(t.app, other);
    const same = at(thisYear, 1, 2);
    const many = Array.from({ length: 4500 }, (_, i) => ({ businessId: other, proofType: 'INSTAGRAM_POST' as const, proofDate: same, dateSubmitted: same, firstName: `P${i}` }));
    await t.app.db.insert(proofs).values(many);
    const res = await put(`generate/${reports['Proofs this year'].id}`, headers);
    await t.app.jobs.drain();
    const run = (await runsOf(reports['Proofs this year'], headers)).find((r) => r.id === res.json<ReportRun>().id)!;
    expect(run).toMatchObject({ status: 'READY', rows: 4500 });
    const body = (await t.app.inject({ method: 'GET', url: `/api/simpleReports/report/${run.file_name}`, headers })).body;
    const ids = (parse(body, { columns: true }) as { proof_id: string }[]).map((r) => Number(r.proof_id));
    expect(ids).toHaveLength(4500);
    expect(new Set(ids).size).toBe(4500);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The progress's total, counted 4,500 over several bounded statements as over one.
    const [row] = await t.app.db.select().from(reportRuns).where(eq(reportRuns.id, run.id));
    expect(row.totalRows).toBe(4500);
    const source = reportQueryOf('proofs_this_year')!.rows({ businessId: other });
    expect(await countRows(t.app.db, source, 1000)).toBe(4500);
    expect(await countRows(t.app.db, source, 4500)).toBe(4500);
    // Another business's admin sees neither the run nor the file.
    expect((await runsOf(reports['Proofs this year'])).map((r) => r.id)).not.toContain(run.id);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/simpleReports/report/${run.file_name}`, headers: admin });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Report not found' });
  });
});

describe('OFFER and SWAY_OFFER reports', () => {
  it('offer activity: one row per claim with its proofs and redemption; other offers left out', async () => {
    const [offer, otherOffer] = await t.app.db.insert(offers).values([
      { businessId: business, offerSummary: 'Free slice with any post' }, { businessId: business, offerSummary: 'Other' },
    ]).returning();
    const [loc] = await t.app.db.insert(locations).values({ businessId: business, address: '1 Main St', city: 'Springfield', state: 'IL', zipcode: '62701' }).returning();
    const bob = await customer('Bob', 'bob@example.test', '555-0101');
    const cy = await customer('Cy', 'cy@example.test');
    const [redeemed, open] = await t.app.db.insert(vouchers).values([
      { businessId: business, offerId: offer.id, customerId: bob, createdAt: at(thisYear, 2, 1), dateRedeemed: at(thisYear, 2, 3), locationId: loc.id },
      { businessId: business, offerId: offer.id, customerId: cy, createdAt: at(thisYear, 2, 2) },
      { businessId: business, offerId: otherOffer.id, customerId: cy, createdAt: at(thisYear, 2, 2) },
    ]).returning();
    await t.app.db.insert(proofs).values([
      { businessId: business, voucherId: redeemed.id, offerId: offer.id, proofType: 'INSTAGRAM_POST', proofDate: at(thisYear, 2, 1), reviewStatus: 'APPROVED' },
      { businessId: business, voucherId: redeemed.id, offerId: offer.id, proofType: 'ONLINE_REVIEW', proofDate: at(thisYear, 2, 1) },
    ]);
    const { run, rows } = await generated(`generateForOffer/${reports['Offer activity'].id}/${offer.id}`);
    expect(run.parameters).toBe(`Offer ${offer.id}: Free slice with any post`);
    expect(rows).toEqual([
      { voucher_id: String(redeemed.id), claimed_at: `${thisYear}-02-01 12:00`, first_name: 'Bob', email: 'bob@example.test', phone: '555-0101', proofs: '2', approved_proofs: '1', proof_types: 'INSTAGRAM_POST ONLINE_REVIEW', redeemed_at: `${thisYear}-02-03 12:00`, location: '1 Main St, Springfield, IL 62701' },
      { voucher_id: String(open.id), claimed_at: `${thisYear}-02-02 12:00`, first_name: 'Cy', email: 'cy@example.test', phone: '', proofs: '0', approved_proofs: '0', proof_types: '', redeemed_at: '', location: '' },
    ]);
  });

  it('campaign proofs: the review outcome of each proof of one campaign', async () => {
    const [campaign] = await t.app.db.insert(swayOffers).values({ businessId: business, offerSummary: 'Post for a free drink' }).returning();
    const [approved, denied] = await t.app.db.insert(proofs).values([
      { businessId: business, swayOfferId: campaign.id, isSway: true, proofType: 'TIK_TOK', proofDate: at(thisYear, 3, 1), dateSubmitted: at(thisYear, 3, 1), firstName: 'Di', email: 'di@example.test', reviewStatus: 'APPROVED', reviewedAt: at(thisYear, 3, 2), reviewTemplateTitle: 'Great post' },
      { businessId: business, swayOfferId: campaign.id, isSway: true, proofType: 'FACEBOOK_REVIEW', proofDate: at(thisYear, 3, 1), dateSubmitted: at(thisYear, 3, 1), firstName: 'Ed', reviewStatus: 'DENIED', reviewedAt: at(thisYear, 3, 2), reviewComments: 'Blurry photo' },
    ]).returning();
    const { run, rows } = await generated(`generateForSwayOffer/${reports['Campaign proofs'].id}/${campaign.id}`);
    expect(run.parameters).toBe(`Sway offer ${campaign.id}: Post for a free drink`);
    expect(rows.map((r) => [r.proof_id, r.proof_type, r.first_name, r.review_status, r.reviewed_at, r.review_template, r.review_comments, r.value_usd])).toEqual([
      [String(approved.id), 'TIK_TOK', 'Di', 'APPROVED', `${thisYear}-03-02 12:00`, 'Great post', '', '12.50'],
      [String(denied.id), 'FACEBOOK_REVIEW', 'Ed', 'DENIED', `${thisYear}-03-02 12:00`, '', 'Blurry photo', '0.00'],
    ]);
  });

  it("refuses another business's offer, a report of another type, and a missing report", async () => {
    const other = (await createBusiness(t.app)).id;
    const [foreign] = await t.app.db.insert(offers).values({ businessId: other, offerSummary: 'Not yours' }).returning();
    const res = await put(`generateForOffer/${reports['Offer activity'].id}/${foreign.id}`);
    expect([res.statusCode, res.json()]).toEqual([404, { error: 'Offer not found' }]);
    const [own] = await t.app.db.insert(offers).values({ businessId: business, offerSummary: 'Mine' }).returning();
    const wrong = await put(`generateForOffer/${reports['Proofs this year'].id}/${own.id}`);
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: 'This report takes other parameters: choose it again' }]);
    const missing = await put('generate/999999');
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Report not found' }]);
  });
});

describe('ADDRESS: customers near an address', () => {
  it('keeps redemptions after the date at locations within the distance, with the distance in miles', async () => {
    const b = (await createBusiness(t.app, { timeZone: 'America/New_York' })).id;
    const { headers } = await createAdmin(t.app, b);
    // The point: Times Square. Brooklyn is about 5 miles away, Philadelphia about 80.
    const [brooklyn, philly] = await t.app.db.insert(locations).values([
      { businessId: b, address: '1 Court St', city: 'Brooklyn', state: 'NY', zipcode: '11201', latitude: '40.693', longitude: '-73.990' },
      { businessId: b, address: '1 Market St', city: 'Philadelphia', state: 'PA', zipcode: '19106', latitude: '39.950', longitude: '-75.145' },
    ]).returning();
    const [fay] = await t.app.db.insert(customers).values({ businessId: b, firstName: 'Fay', email: 'fay@example.test' }).returning();
    const recent = lastMonth();
    const [near] = await t.app.db.insert(vouchers).values([
      { businessId: b, customerId: fay.id, locationId: brooklyn.id, dateRedeemed: recent },
      { businessId: b, customerId: fay.id, locationId: philly.id, dateRedeemed: recent },
      { businessId: b, customerId: fay.id, locationId: brooklyn.id, dateRedeemed: at(2020, 1, 1) },
      { businessId: b, customerId: fay.id, locationId: brooklyn.id },
    ]).returning();
    const after = `${thisYear - 1}-01-01`;
    const res = await put(`generateForAddress/${reports['Customers near an address'].id}/-73.9855/40.7580/30/${after}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReportRun>().parameters).toBe(`30 miles of 40.7580, -73.9855; redeemed after ${after}`);
    await t.app.jobs.drain();
    const [run] = await runsOf(reports['Customers near an address'], headers);
    const body = (await t.app.inject({ method: 'GET', url: `/api/simpleReports/report/${run.file_name}`, headers })).body;
    const rows = parse(body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.voucher_id, r.first_name, r.location])).toEqual([[String(near.id), 'Fay', '1 Court St, Brooklyn, NY 11201']]);
    expect(Number(rows[0].distance_miles)).toBeGreaterThan(4);
    expect(Number(rows[0].distance_miles)).toBeLessThan(6);
  });

  it('names the bad parameter', async () => {
    const id = reports['Customers near an address'].id;
    const future = `${thisYear + 1}-01-01`;
    for (const [url, message] of [
      [`${id}/-200/40/30/2026-01-01`, 'Longitude: a number from -180 to 180'],
      [`${id}/-73/95/30/2026-01-01`, 'Latitude: a number from -90 to 90'],
      [`${id}/-73/40/0/2026-01-01`, 'Distance: more than 0 and at most 500 miles'],
      [`${id}/-73/40/501/2026-01-01`, 'Distance: more than 0 and at most 500 miles'],
      [`${id}/-73/40/30/${future}`, 'Redeemed after: a date as YYYY-MM-DD, not in the future'],
      [`${id}/-73/40/30/2026-02-30x`, 'Redeemed after: a date as YYYY-MM-DD, not in the future'],
    ]) {
      const res = await put(`generateForAddress/${url}`);
      expect(res.statusCode, url).toBe(400);
      expect(Object.values(res.json<{ fields: Record<string, string> }>().fields), url).toEqual([message]);
    }
  });
});

describe('runs', () => {
  it('lists the 30 most recent runs of a report and deletes older files', async () => {
    const b = (await createBusiness(t.app)).id;
    const { headers } = await createAdmin(t.app, b);
    const report = reports['Redeemed vouchers this year'];
    const first = (await put(`generate/${report.id}`, headers)).json<ReportRun>();
    await t.app.jobs.drain();
    for (let i = 0; i < 30; i += 1) {
      expect((await put(`generate/${report.id}`, headers)).statusCode).toBe(200);
      await t.app.jobs.drain();
    }
    const runs = await runsOf(report, headers);
    expect(runs).toHaveLength(30);
    expect(runs.map((r) => r.id)).not.toContain(first.id);
    expect(runs.every((r) => r.status === 'READY')).toBe(true);
    const files = await readdir(reportsDir(t.app.config.dataDir));
    expect(files).not.toContain(first.file_name);
    for (const r of runs) expect(files).toContain(r.file_name);
  });

  it('answers 409 while three reports of the business run, and while a file is still written', async () => {
    const b = (await createBusiness(t.app)).id;
    const { headers } = await createAdmin(t.app, b);
    const reportId = reports['Proofs this year'].id;
    const running = await t.app.db.insert(reportRuns).values([1, 2, 3].map((i) => ({
      reportDefinitionId: reportId, businessId: b, reportName: 'Proofs this year', fileName: `00000000-0000-0000-0000-00000000000${i}.csv`,
    }))).returning();
    const refused = await put(`generate/${reportId}`, headers);
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: '3 reports are already running for this business: wait until one is done' }]);
    const early = await t.app.inject({ method: 'GET', url: `/api/simpleReports/report/${running[0].fileName}`, headers });
    expect([early.statusCode, early.json()]).toEqual([409, { error: 'This report is still being written: download it when it is ready' }]);
    await t.app.db.delete(reportRuns).where(eq(reportRuns.businessId, b));
  });

  it('turns a run the last process left RUNNING into FAILED and removes its partial file', async () => {
    const b = (await createBusiness(t.app)).id;
    const fileName = '11111111-1111-1111-1111-111111111111.csv';
    const [run] = await t.app.db.insert(reportRuns).values({
      reportDefinitionId: reports['Proofs this year'].id, businessId: b, reportName: 'Proofs this year', fileName,
    }).returning();
    const dir = reportsDir(t.app.config.dataDir);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${fileName}.part`), 'proof_id\r\n1\r\n');
    await recoverReportRuns(t.app.db, t.app.config.dataDir);
    const [row] = await t.app.db.select().from(reportRuns).where(eq(reportRuns.id, run.id));
    expect(row).toMatchObject({ status: 'FAILED', message: 'The report stopped when the server restarted: generate it again' });
    expect(await readdir(dir)).not.toContain(`${fileName}.part`);
  });
});

describe('offer lookup', () => {
  it("finds the business's offers by words or id, taking % literally", async () => {
    const b = (await createBusiness(t.app)).id;
    const { headers } = await createAdmin(t.app, b);
    const [pizza] = await t.app.db.insert(offers).values([
      { businessId: b, offerSummary: 'Free pizza slice' }, { businessId: b, offerSummary: 'Coffee' }, { businessId: b, offerSummary: '50% off pizza' },
    ]).returning();
    await t.app.db.insert(offers).values({ businessId: business, offerSummary: 'Pizza elsewhere' });
    const look = async (text: string) => (await t.app.inject({ method: 'GET', url: `/api/offer/lookupOffer/${encodeURIComponent(text)}`, headers }))
      .json<{ id: number; offer_summary: string }[]>().map((o) => o.offer_summary);
    expect((await look('PIZZA')).sort()).toEqual(['50% off pizza', 'Free pizza slice']);
    expect(await look('50%')).toEqual(['50% off pizza']);
    expect(await look('%')).toEqual(['50% off pizza']);
    // An id finds its offer first; summaries holding the digits follow.
    expect((await look(String(pizza.id)))[0]).toBe('Free pizza slice');
  });
});
