import { NumberInput, required, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { LabDataProvider } from '../../../providers/types';
import type { VisitRecord } from '../../../providers/visitTypes';
import { formatMoney, round2, toAmount } from '../money';
import { type PaymentMode, useMasterRows } from '../useMasterRows';
import { useVisitAction } from './useVisitAction';
import { VisitDialog } from './VisitDialog';

export type MoneyDialog = 'payment' | 'refund' | null;

const ReferenceInputForMode = ({ modes }: { modes: readonly PaymentMode[] }) => {
    const modeId = useWatch({ name: 'modeId' });
    const mode = modes.find(candidate => candidate.id === modeId);
    if (mode?.requiresReference === false) return null;
    return <TextInput source="reference" label={mode?.referenceLabel || 'app.visit.create.reference'} />;
};

interface Props {
    visit: VisitRecord;
    open: MoneyDialog;
    onClose: () => void;
}

/** Add a payment (at most the due) or refund (at most what was paid and not refunded) with a reason. */
export const VisitPaymentDialogs = ({ visit, open, onClose }: Props) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const act = useVisitAction(visit.id);
    const modes = useMasterRows<PaymentMode>('paymentModes');
    const cash = modes.find(mode => mode.name === 'Cash') ?? modes[0];
    const refundable = round2(visit.paid - visit.refunded);
    const positive = (max: number) => (value: unknown) => {
        const amount = toAmount(value);
        if (amount === null || amount <= 0) return 'app.visit.validation.amount_positive';
        return amount > max + 1e-9
            ? translate('app.visit.validation.amount_max', { amount: formatMoney(max) })
            : undefined;
    };
    const modeInput = (
        <SelectInput source="modeId" choices={[...modes]} label="app.visit.create.mode" validate={required()} />
    );
    return (
        <>
            <VisitDialog
                open={open === 'payment'}
                title={translate('app.visit.show.payment_title')}
                text={translate('app.visit.show.payment_due', { amount: formatMoney(visit.due) })}
                submitLabel="app.visit.show.add_payment"
                defaultValues={{ modeId: cash?.id ?? null, amount: visit.due, reference: null }}
                onClose={onClose}
                onSubmit={values =>
                    act(
                        () =>
                            dataProvider.addVisitPayment(visit.id, {
                                modeId: values.modeId,
                                amount: toAmount(values.amount) ?? 0,
                                reference: values.reference || null,
                            }),
                        'app.visit.show.payment_saved'
                    )
                }
            >
                {modeInput}
                <NumberInput source="amount" label="app.visit.create.amount" validate={positive(visit.due)} />
                <ReferenceInputForMode modes={modes} />
            </VisitDialog>
            <VisitDialog
                open={open === 'refund'}
                title={translate('app.visit.show.refund_title')}
                text={translate('app.visit.show.refund_max', { amount: formatMoney(refundable) })}
                submitLabel="app.visit.show.refund_action"
                defaultValues={{ modeId: cash?.id ?? null, amount: refundable, reason: '' }}
                onClose={onClose}
                onSubmit={values =>
                    act(
                        () =>
                            dataProvider.refundVisit(visit.id, {
                                modeId: values.modeId,
                                amount: toAmount(values.amount) ?? 0,
                                reason: String(values.reason ?? '').trim(),
                            }),
                        'app.visit.show.refund_saved'
                    )
                }
            >
                {modeInput}
                <NumberInput source="amount" label="app.visit.create.amount" validate={positive(refundable)} />
                <TextInput
                    source="reason"
                    label="app.visit.show.reason"
                    validate={required('app.visit.validation.reason_text_required')}
                    multiline
                />
            </VisitDialog>
        </>
    );
};
