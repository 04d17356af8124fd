import Add from '@mui/icons-material/Add';
import { useState } from 'react';
import {
    Button,
    EditButton,
    FilterButton,
    type Identifier,
    ListButton,
    TopToolbar,
    useRecordContext,
} from 'react-admin';
import { PrintButton } from '../../components/PrintButton';
import { PriceListAddProductsDialog } from './PriceListAddProductsDialog';

/** Back to the lists, print, edit the list's details, and add products in bulk. */
export const PriceListItemsActions = ({ priceListId, canEdit }: { priceListId: Identifier; canEdit: boolean }) => {
    const record = useRecordContext();
    const [adding, setAdding] = useState(false);
    return (
        <TopToolbar>
            <ListButton resource="priceList" />
            <FilterButton />
            <PrintButton />
            {canEdit && record && (
                <EditButton resource="priceList" record={record} label="app.price_list.edit_details" />
            )}
            {canEdit && (
                <>
                    <Button label="app.price_list.add" onClick={() => setAdding(true)} variant="contained">
                        <Add />
                    </Button>
                    <PriceListAddProductsDialog
                        priceListId={priceListId}
                        open={adding}
                        onClose={() => setAdding(false)}
                    />
                </>
            )}
        </TopToolbar>
    );
};
