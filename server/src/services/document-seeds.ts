import type { DocumentCategory } from '../../../contract/template.ts';
import type { Db } from '../db/database.ts';
import { claimTemplateSeed, insertDocument, organizationsWithoutTemplateSeed } from '../repositories/document-repository.ts';
import { cleanDocumentHtml } from './document-html.ts';
import type { OrganizationSeeder } from './organization-service.ts';

const field = (name: string) => `<span class="merge-field" data-field="${name}">[!${name}]</span>`;
const row = (label: string, value: string) => `<tr><td style="width:160px"><strong>${label}</strong></td><td>${value}</td></tr>`;
const detailsTable = (rows: [string, string][]) =>
  `<figure class="table"><table><tbody>${rows.map(([l, v]) => row(l, v)).join('')}</tbody></table></figure>`;
const patientRows: [string, string][] = [
  ['Patient', field('fullname')],
  ['Age / sex', `${field('age')} years, ${field('gender')}`],
  ['Visit', `${field('visitcode')} on ${field('visitdate')}`],
];

/** The starter templates every organisation gets: letters and notices a laboratory writes every week. */
export const STARTER_TEMPLATES: { title: string; category: DocumentCategory; body: string }[] = [
  {
    title: 'Referral letter reply',
    category: 'letter',
    body: [
      `<p>Dear ${field('referrer')},</p>`,
      `<p>Thank you for referring ${field('fullname')} to our laboratory. The tests you asked for have been done:</p>`,
      detailsTable([...patientRows, ['Tests', field('tests')]]),
      '<p>The full report is attached. Please call us if a result needs to be discussed or a test repeated.</p>',
      '<p>With kind regards,</p><p>Laboratory in-charge</p>',
    ].join(''),
  },
  {
    title: 'Home collection instructions',
    category: 'instruction',
    body: [
      '<h2>Before your home sample collection</h2>',
      `<p>Dear ${field('fullname')}, our phlebotomist will visit you for visit ${field('visitcode')} on ${field('visitdate')}.</p>`,
      '<ol><li>Fast for 10–12 hours before the collection if a fasting test is ordered (water is allowed).</li>',
      '<li>Take your usual medicines after the sample is drawn unless your doctor says otherwise.</li>',
      '<li>Keep your prescription and an identity card ready.</li>',
      '<li>Wear a loose-sleeved shirt so the arm can be reached easily.</li></ol>',
      `<p>Tests ordered: ${field('tests')}. Questions? Call us; we will reach you at ${field('phone')}.</p>`,
    ].join(''),
  },
  {
    title: 'Sample rejection notice',
    category: 'notice',
    body: [
      '<h2>Sample rejected: a new sample is needed</h2>',
      detailsTable([...patientRows, ['Referred by', field('referrer')]]),
      '<p>The sample received for the tests below could not be processed and has been rejected:</p>',
      `<p><strong>Tests:</strong> ${field('tests')}</p>`,
      '<p><strong>Reason:</strong> </p>',
      '<p>Please arrange a fresh sample at the earliest. There is no charge for the recollection.</p>',
    ].join(''),
  },
  {
    title: 'Fitness certificate',
    category: 'certificate',
    body: [
      '<h2 style="text-align:center">Medical fitness certificate</h2>',
      `<p>This is to certify that ${field('fullname')}, aged ${field('age')} years (${field('gender')}), was examined and the`,
      ` laboratory investigations of visit ${field('visitcode')} dated ${field('visitdate')} (${field('tests')}) were`,
      ' found within normal limits.</p>',
      '<p>Based on these findings the above person is medically fit for the purpose stated.</p>',
      '<p>&nbsp;</p><p>Signature and seal of the pathologist</p>',
    ].join(''),
  },
];

/** Writes the starter templates once per organisation (a template the organisation deletes stays deleted). */
async function seedTemplates(trx: Db, orgId: string): Promise<boolean> {
  if (!(await claimTemplateSeed(trx, orgId))) return false;
  for (const t of STARTER_TEMPLATES) {
    const body = cleanDocumentHtml(t.body);
    await insertDocument(trx, orgId, null, { kind: 'template', ...t, body, templateId: null, patientId: null, visitId: null });
  }
  return true;
}

export const documentTemplateSeeder: OrganizationSeeder = async (trx, org) => {
  await seedTemplates(trx, org.id);
};

/** Organisations created before documents existed get their starter templates at start, once. */
export async function backfillTemplates(db: Db): Promise<number> {
  let done = 0;
  for (const org of await organizationsWithoutTemplateSeed(db)) {
    if (await db.transaction().execute((trx) => seedTemplates(trx, org.id))) done++;
  }
  return done;
}
