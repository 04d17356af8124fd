import { FormHelperText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { FormSection } from '../../../components/FormSection';
import type { VisitProduct } from '../../../providers/visitTypes';
import { errorText } from './errorText';
import { useRepriceOnReferrer } from './useRepriceOnReferrer';
import { VisitBillTable } from './VisitBillTable';
import { VisitProductSearch } from './VisitProductSearch';
import type { BillItem } from './visitForm';

const toItem = ({ kind, id, code, name, price, groupKind, analytes }: VisitProduct): BillItem => ({
    kind,
    id,
    code,
    name,
    price,
    groupKind,
    analytes,
});

/** The searchable catalogue and the bill's items. */
export const VisitTestsSection = () => {
    const translate = useTranslate();
    const { append, remove } = useFieldArray({ name: 'items', keyName: 'fieldKey' });
    const items = (useWatch({ name: 'items' }) ?? []) as BillItem[];
    const { errors } = useFormState({ name: 'items' });
    useRepriceOnReferrer();
    const itemsError = errors.items as { message?: unknown; root?: { message?: unknown } } | undefined;
    const error = errorText(translate, itemsError?.root ?? itemsError);
    return (
        <FormSection title="app.visit.create.tests">
            <VisitProductSearch
                isOnBill={product => items.some(item => item.kind === product.kind && item.id === product.id)}
                onAdd={product => append(toItem(product))}
            />
            <VisitBillTable items={items} onRemove={remove} />
            {error && <FormHelperText error>{error}</FormHelperText>}
        </FormSection>
    );
};
