import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue.ts';
import { emailRoutes } from './email.ts';
import { expenseRoutes } from './expense.ts';
import { patientRoutes } from './patient.ts';
import { priceListRoutes } from './price-list.ts';
import { refferalRoutes } from './refferal.ts';
import { visitRoutes } from './visit.ts';
import { reportRoutes } from './report.ts';
import { resultRoutes } from './result.ts';
import { shipmentRoutes } from './shipment.ts';
import { statsRoutes } from './stats.ts';
import { templateRoutes } from './template.ts';
import { themeRoutes } from './theme.ts';

/**
 * The laboratory's bespoke routes and resource hooks (patients, referrals, catalogue, price lists…),
 * registered after the generated routes. Each module needs its resource files: a server started with
 * another RESOURCES_DIR (the engine's own tests) leaves out the modules whose resources it lacks.
 */
export async function domainRoutes(app: FastifyInstance) {
  const has = (...names: string[]) => names.every((n) => app.ctx.registry.get(n));
  if (has('analyte', 'analyteDept', 'analyteSubDept', 'itemGroup', 'priceList', 'gender', 'period', 'trimesterCategory')) {
    await catalogueRoutes(app);
    await priceListRoutes(app);
  }
  if (has('patient', 'refferal', 'gender', 'patientNamePrefixes')) {
    await patientRoutes(app);
    await refferalRoutes(app);
    await emailRoutes(app);
  }
  if (has('patient', 'refferal', 'analyte', 'itemGroup', 'priceList', 'paymentModes', 'reasonforDiscount', 'container', 'specimen')) {
    await visitRoutes(app);
  }
  // Results and reports read visits, patients and the catalogue; registered after the visit routes they sit beside.
  if (has('analyte', 'analyteDept', 'patient', 'refferal', 'gender', 'period', 'unit')) {
    await resultRoutes(app);
    await reportRoutes(app);
  }
  // The dashboards count visits, patients, samples, results and payments.
  if (has('patient', 'refferal', 'gender', 'patientNamePrefixes', 'patientCategories', 'analyte', 'paymentModes')) {
    await statsRoutes(app);
  }
  if (has('patient', 'refferal', 'analyte', 'itemGroup', 'priceList', 'paymentModes', 'reasonforDiscount', 'container', 'specimen')) {
    await templateRoutes(app);
  }
  // Expenses sit beside the visits' collections (the monthly summary reads visit payments).
  if (
    has(
      'expenseCategory',
      'paymentModes',
      'patient',
      'refferal',
      'analyte',
      'itemGroup',
      'priceList',
      'reasonforDiscount',
      'container',
      'specimen',
    )
  ) {
    await expenseRoutes(app);
  }
  if (
    has('patient', 'refferal', 'analyte', 'itemGroup', 'priceList', 'paymentModes', 'reasonforDiscount', 'container', 'specimen', 'courier')
  ) {
    await shipmentRoutes(app);
  }
  await themeRoutes(app);
}
