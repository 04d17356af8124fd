import { useDataProvider, useTranslate } from 'react-admin';
import type { LabDataProvider } from '../../../providers/types';
import { VisitTestsSection } from '../create/VisitTestsSection';
import type { BillItem } from '../create/visitForm';
import { useVisitAction } from './useVisitAction';
import { billItemsOf } from './visitItems';
import { VisitDialog, type VisitActionDialogProps } from './VisitDialog';

/** Until a sample is collected the tests may change; the server re-prices and redraws the samples. */
export const VisitEditItemsDialog = ({ visit, open, onClose }: VisitActionDialogProps) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const act = useVisitAction(visit.id);
    return (
        <VisitDialog
            open={open}
            title={translate('app.visit.show.edit_items')}
            submitLabel="ra.action.save"
            defaultValues={{ items: billItemsOf(visit), referrerId: visit.referrerId }}
            validate={values =>
                (values.items ?? []).length === 0 ? { items: 'app.visit.validation.items_required' } : {}
            }
            onClose={onClose}
            onSubmit={values =>
                act(
                    () =>
                        dataProvider.updateVisit(visit.id, {
                            version: visit.version,
                            patientId: visit.patientId,
                            referrerId: visit.referrerId,
                            nodeId: visit.nodeId,
                            collectionType: visit.collectionType,
                            homeAddress: visit.homeAddress,
                            homePhone: visit.homePhone,
                            scheduledAt: visit.scheduledAt,
                            trimesterCode: visit.trimesterCode,
                            clinicalNotes: visit.clinicalNotes,
                            items: (values.items as BillItem[]).map(({ kind, id }) => ({ kind, id })),
                            discount: visit.discount
                                ? {
                                      type: visit.discount.type,
                                      value: visit.discount.value,
                                      reasonId: visit.discount.reasonId,
                                  }
                                : null,
                        }),
                    'app.visit.show.items_saved'
                )
            }
        >
            <VisitTestsSection />
        </VisitDialog>
    );
};
