import { NumberInput, SelectInput, useCanAccess, useTranslate } from 'react-admin';
import { FormRow } from '../../../components/FormRow';
import { FormSection } from '../../../components/FormSection';
import type { DiscountReason } from '../useMasterRows';

const TYPES = [
    { id: 'percent', name: 'app.visit.create.percent' },
    { id: 'amount', name: 'app.visit.create.amount' },
];

/** Amount or percentage off, with a reason from the master; only for whom may give a discount. */
export const VisitDiscountInputs = ({ reasons }: { reasons: readonly DiscountReason[] }) => {
    const translate = useTranslate();
    const { canAccess } = useCanAccess({ resource: 'visit', action: 'give-discount' });
    if (!canAccess) return null;
    const choices = reasons.map(reason => ({
        id: reason.id,
        name:
            reason.maxPercent !== undefined
                ? `${reason.name} (${translate('app.visit.create.reason_max', { max: reason.maxPercent })})`
                : reason.name,
    }));
    return (
        <FormSection title="app.visit.create.discount">
            <FormRow columns="150px 1fr">
                <SelectInput
                    source="discount.type"
                    choices={TYPES}
                    label="app.visit.create.discount_type"
                    helperText={false}
                />
                <NumberInput source="discount.value" label="app.visit.create.discount_value" min={0} />
            </FormRow>
            <SelectInput source="discount.reasonId" choices={choices} label="app.visit.create.reason" />
        </FormSection>
    );
};
