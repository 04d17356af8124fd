import { useCanAccess, useGetOne } from 'react-admin';
import { personFromPatient, type PersonRecord } from '../../email/personRecord';
import { SendEmailButton } from '../../email/SendEmailButton';
import type { PatientRecord } from '../../../providers/domainTypes';
import type { VisitRecord } from '../../../providers/visitTypes';
import { publicReportLink } from '../visitPaths';

const REPORTED = ['verified', 'reported'];

/**
 * Send Email for the visit's patient. Once the report is out (verified), the dialog also offers the "Report ready"
 * template, whose message carries the public report link (/visit/{hash}).
 */
export const VisitEmailButton = ({ visit }: { visit: VisitRecord }) => {
    const { canAccess: canReadPatient } = useCanAccess({ resource: 'patient', action: 'show' });
    const { data: patient } = useGetOne<PatientRecord>(
        'patient',
        { id: visit.patient.id },
        { enabled: Boolean(canReadPatient) }
    );
    const reportLink = REPORTED.includes(visit.status) ? publicReportLink(visit.publicHash) : undefined;
    // Without patient.show, the visit's own summary of the patient stands in (one name, the phone as written).
    const person: PersonRecord = patient
        ? personFromPatient(patient, reportLink)
        : {
              id: visit.patient.id,
              type: 'patient',
              name: { firstName: visit.patient.fullName, lastName: null },
              age: visit.patient.age ?? null,
              gender: visit.patient.gender ?? null,
              phone: { number: { countryCode: null, number: visit.patient.phone ?? null } },
              email: visit.patient.email ?? null,
              ...(reportLink ? { reportLink } : {}),
          };
    return <SendEmailButton person={person} label={reportLink ? 'app.email.send_report' : 'app.email.button'} />;
};
