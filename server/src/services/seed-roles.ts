import type { PermissionResource } from '../permissions.ts';

/**
 * The roles (and permission templates of the same names) every new organisation starts with: each job
 * gets what it needs and no more. Patterns: `resource.action`, `resource.*` (every action of the resource),
 * `@Category.action` / `@Category.*` (every resource of a permission category). Only resources and actions
 * that code has registered are stored, so naming a resource a later module adds (visit, sample, result,
 * report, expense) is safe: it is granted once that module registers it.
 *
 * User management (emp, role, permission, resource, cc, pt, cluster, dept) belongs to the Administrator alone.
 */
export interface SeedRole {
  name: string;
  description: string;
  isAdmin: boolean;
  patterns: string[];
}

const READ = ['list', 'show'];
/** Every member keeps and wears their own themes (the organisation's default is the Administrator's to set). */
const OWN_THEMES = ['theme.list', 'theme.show', 'theme.create', 'theme.edit', 'theme.delete'];
/**
 * The dashboards (routes/stats.ts): each job sees the figures of its own work on the home screen; the
 * front desk and the accounts see the visit dashboards, the front desk the patient dashboard too.
 */
export const STATS_GRANTS: Record<string, string[]> = {
  'Front desk': ['visitStats.*', 'patientStats.*', 'labStats.sample-pipeline', 'labStats.collections', 'labStats.dues-ageing'],
  Phlebotomist: ['labStats.sample-pipeline'],
  Technician: ['labStats.sample-pipeline', 'labStats.tat-breaches', 'labStats.critical-results'],
  Pathologist: ['labStats.sample-pipeline', 'labStats.tat-breaches', 'labStats.critical-results'],
  Accountant: ['visitStats.*', 'labStats.collections', 'labStats.dues-ageing'],
};
const read = (...resources: string[]) => resources.flatMap((r) => READ.map((a) => `${r}.${a}`));
/** Sample transport (routes/shipment.ts): the centre packs and hands over, the laboratory receives and resolves. */
export const SHIPPER = ['shipment.list', 'shipment.show', 'shipment.pack', 'shipment.handover', 'courier.list', 'courier.show'];
export const RECEIVER = ['shipment.list', 'shipment.show', 'shipment.receive', 'shipment.resolve', 'courier.list', 'courier.show'];

/** Letters and certificates from the templates; changing the templates themselves is the Administrator's. */
const DOCUMENT_WRITER = [
  'document.list',
  'document.show',
  'document.create',
  'document.edit',
  'document.export',
  ...read('documentTemplate'),
];

export const SEED_ROLES: SeedRole[] = [
  {
    name: 'Front desk',
    description: 'Registers patients and visits, takes payments, hands out reports',
    isAdmin: false,
    patterns: [
      'patient.list',
      'patient.show',
      'patient.create',
      'patient.edit',
      'visit.list',
      'visit.show',
      'visit.create',
      'visit.edit',
      'visit.cancel',
      'visit.give-discount',
      ...read('refferal', 'priceList', 'itemGroup', 'analyte', 'cluster', 'sample'),
      'report.list',
      'report.show',
      'report.print',
      'report.email',
      'email.send',
      'email.list',
      ...read('emailTemplate'),
      ...DOCUMENT_WRITER,
      ...OWN_THEMES,
      ...STATS_GRANTS['Front desk'],
    ],
  },
  {
    name: 'Phlebotomist',
    description: 'Works the phlebotomy queue: collects samples and submits them to the laboratory',
    isAdmin: false,
    patterns: ['sample.list', 'sample.show', 'sample.collect', 'sample.submit', ...SHIPPER, ...OWN_THEMES, ...STATS_GRANTS['Phlebotomist']],
  },
  {
    name: 'Courier',
    description: 'Carries shipments of samples from collection centres and home visits to the laboratory',
    isAdmin: false,
    patterns: ['shipment.list', 'shipment.show', 'shipment.handover', 'courier.list', 'courier.show', ...OWN_THEMES],
  },
  {
    name: 'Technician',
    description: 'Receives samples, runs the tests and enters results',
    isAdmin: false,
    patterns: [
      'sample.list',
      'sample.show',
      'sample.receive',
      'sample.reject',
      'result.list',
      'result.show',
      'result.enter',
      ...RECEIVER,
      ...read('visit', 'analyte', 'analyteDept', 'analyteSubDept', 'itemGroup'),
      '@Masters.list',
      '@Masters.show',
      ...OWN_THEMES,
      ...STATS_GRANTS['Technician'],
    ],
  },
  {
    name: 'Pathologist',
    description: 'Verifies and amends results, signs reports, maintains reference ranges',
    isAdmin: false,
    patterns: [
      'sample.list',
      'sample.show',
      'sample.reject',
      'result.list',
      'result.show',
      'result.enter',
      'result.verify-results',
      'result.amend-results',
      'report.list',
      'report.show',
      'report.print',
      'report.email',
      'email.send',
      ...read('emailTemplate'),
      ...read('visit', 'patient', 'analyteDept', 'analyteSubDept', 'itemGroup'),
      'analyte.list',
      'analyte.show',
      'analyte.edit',
      '@Masters.list',
      '@Masters.show',
      ...DOCUMENT_WRITER,
      ...OWN_THEMES,
      ...STATS_GRANTS['Pathologist'],
    ],
  },
  {
    name: 'Accountant',
    description: 'Billing, refunds, discounts, price lists, referrer commissions and expenses',
    isAdmin: false,
    patterns: [
      'visit.list',
      'visit.show',
      'visit.export',
      'visit.give-discount',
      'visit.refund',
      ...read('patient', 'itemGroup', 'analyte'),
      'refferal.list',
      'refferal.show',
      'refferal.edit',
      'refferal.export',
      'priceList.list',
      'priceList.show',
      'priceList.create',
      'priceList.edit',
      'priceList.export',
      // Records expenses; approving the ones above the threshold is someone else's (the Administrator's by default).
      'expense.list',
      'expense.show',
      'expense.create',
      'expense.edit',
      'expense.delete',
      'expense.export',
      'expenseCategory.*',
      'paymentModes.*',
      'reasonforDiscount.*',
      'email.send',
      'email.list',
      ...read('emailTemplate'),
      ...OWN_THEMES,
      ...STATS_GRANTS['Accountant'],
    ],
  },
];

/** The permissions a set of patterns grants among the registered resources, sorted. */
export function expandPatterns(patterns: string[], registered: PermissionResource[]): string[] {
  const out = new Set<string>();
  for (const pattern of patterns) {
    const dot = pattern.lastIndexOf('.');
    const [target, action] = [pattern.slice(0, dot), pattern.slice(dot + 1)];
    const resources = target.startsWith('@')
      ? registered.filter((r) => r.category === target.slice(1))
      : registered.filter((r) => r.resource === target);
    for (const r of resources) {
      for (const a of r.actions) if (action === '*' || action === a) out.add(`${r.resource}.${a}`);
    }
  }
  return [...out].sort();
}
