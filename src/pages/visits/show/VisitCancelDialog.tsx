import { required, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { LabDataProvider } from '../../../providers/types';
import { useVisitAction } from './useVisitAction';
import { VisitDialog, type VisitActionDialogProps } from './VisitDialog';

/** Cancelling stops the visit for good: the dialog says so and asks why. */
export const VisitCancelDialog = ({ visit, open, onClose }: VisitActionDialogProps) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const act = useVisitAction(visit.id);
    return (
        <VisitDialog
            open={open}
            title={translate('app.visit.show.cancel_title', { code: visit.code })}
            text={translate('app.visit.show.cancel_text')}
            submitLabel="app.visit.show.cancel_confirm"
            submitColor="error"
            defaultValues={{ reason: '' }}
            onClose={onClose}
            onSubmit={values =>
                act(
                    () => dataProvider.cancelVisit(visit.id, String(values.reason ?? '').trim()),
                    'app.visit.show.cancelled_toast'
                )
            }
        >
            <TextInput
                source="reason"
                label="app.visit.show.reason"
                validate={required('app.visit.validation.reason_text_required')}
                multiline
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to type the reason: its one field takes the focus
                autoFocus
            />
        </VisitDialog>
    );
};
