import { useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { patientPhone } from '../../../lib/patientText';
import type { PatientRecord } from '../../../providers/domainTypes';
import type { NewPatientValues } from './visitForm';

/** What the visit form takes from its patient, chosen or being registered: sex, address and phone. */
export const useVisitPatientFacts = () => {
    const mode = useWatch({ name: 'patientMode' });
    const chosen = useWatch({ name: 'patientRecord' }) as PatientRecord | null | undefined;
    const typed = (useWatch({ name: 'patient' }) ?? {}) as NewPatientValues;
    const genderId = mode === 'new' ? typed.genderId : chosen?.genderId;
    const { data: gender } = useGetOne('gender', { id: genderId ?? '' }, { enabled: Boolean(genderId) });
    const female = gender ? gender.code === 'F' : mode !== 'new' && chosen?.gender === 'Female';
    if (mode === 'new') {
        const phone = typed.phoneNumber
            ? patientPhone({ phoneCountryCode: typed.phoneCountryCode, phoneNumber: typed.phoneNumber })
            : '';
        return { female, address: typed.address ?? '', phone };
    }
    return {
        female,
        address: [chosen?.address, chosen?.city].filter(Boolean).join(', '),
        phone: patientPhone(chosen ?? undefined),
    };
};
