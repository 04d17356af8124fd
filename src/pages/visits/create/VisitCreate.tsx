import { Box, Card, CardContent, Stack } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { Form, Title, useGetOne } from 'react-admin';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { PatientRecord } from '../../../providers/domainTypes';
import { type DiscountReason, type PaymentMode, useMasterRows } from '../useMasterRows';
import { VisitBillSummary } from './VisitBillSummary';
import { VisitDetailsInputs } from './VisitDetailsInputs';
import { VisitDuplicateWarning } from './VisitDuplicateWarning';
import { emptyVisitForm, validateVisitForm, type VisitFormValues, type VisitRules } from './visitForm';
import { VisitPatientSection } from './VisitPatientSection';
import { VisitTestsSection } from './VisitTestsSection';
import { useSaveVisit } from './useSaveVisit';

/**
 * /visit/new?patientId=…: the patient opened from their page comes chosen. The form resets itself once
 * ready (its defaults, and any record handed over in the link's state), which can happen after a cached
 * patient was already applied; so the patient is applied whenever the form holds the linked id without its
 * record. Choosing another patient or clearing the choice changes the id, and then the link no longer applies.
 */
const PatientFromLink = ({ patientId }: { patientId: string | null }) => {
    const { setValue, getValues } = useFormContext();
    const [formPatientId, chosen] = useWatch({ name: ['patientId', 'patientRecord'] }) as [unknown, unknown];
    const { data } = useGetOne<PatientRecord>('patient', { id: patientId ?? '' }, { enabled: Boolean(patientId) });
    useEffect(() => {
        if (!data || chosen || String(formPatientId ?? '') !== String(data.id)) return;
        setValue('patientRecord', data);
        if (data.referrerId && !getValues('referrerId')) setValue('referrerId', data.referrerId);
    }, [data, chosen, formPatientId, getValues, setValue]);
    return null;
};

/** /visit/new: the bill. Patient, visit details and tests on the left; money and Save on the right. */
export const VisitCreate = () => {
    const [search] = useSearchParams();
    const patientId = search.get('patientId');
    const modes = useMasterRows<PaymentMode>('paymentModes');
    const reasons = useMasterRows<DiscountReason>('reasonforDiscount');
    const { save, duplicates, closeDuplicates } = useSaveVisit();
    const defaultValues = useMemo(() => emptyVisitForm(patientId), [patientId]);
    const rules: VisitRules = useMemo(
        () => ({
            modeNeedsReference: id => modes.find(mode => mode.id === id)?.requiresReference === true,
            reasonMaxPercent: id => reasons.find(reason => reason.id === id)?.maxPercent,
        }),
        [modes, reasons]
    );
    return (
        <Box sx={{ mt: 1 }}>
            <Title title="app.visit.create.title" />
            <Form<VisitFormValues>
                defaultValues={defaultValues}
                validate={(values: FieldValues) => validateVisitForm(values as VisitFormValues, rules)}
                onSubmit={(values: FieldValues) => save(values as VisitFormValues)}
                resource="visit"
                noValidate
            >
                <PatientFromLink patientId={patientId} />
                <Box
                    sx={{
                        display: 'grid',
                        gap: 2,
                        gridTemplateColumns: { xs: '1fr', md: '1fr 380px' },
                        alignItems: 'start',
                    }}
                >
                    <Card variant="outlined">
                        <CardContent component={Stack} spacing={2}>
                            <VisitPatientSection />
                            <VisitDetailsInputs />
                            <VisitTestsSection />
                        </CardContent>
                    </Card>
                    <VisitBillSummary modes={modes} reasons={reasons} />
                </Box>
                <VisitDuplicateWarning matches={duplicates} onClose={closeDuplicates} save={save} />
            </Form>
        </Box>
    );
};
