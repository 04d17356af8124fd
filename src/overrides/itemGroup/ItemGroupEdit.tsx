import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useFormConfig } from '../../builders/FormConfigContext';
import { ROW_ERRORS } from '../../lib/rowErrors';
import { ItemGroupInputs } from './ItemGroupInputs';
import { useItemGroupForm } from './useItemGroupForm';

const ItemGroupEditToolbar = ({ canDelete }: { canDelete: boolean }) => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton />
        {/* Refused while another group or a price list holds it: the server names them (409). */}
        {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
);

export const ItemGroupEdit = () => {
    const { access } = useFormConfig();
    const { validate, transform } = useItemGroupForm('update');
    return (
        <Edit redirect="list" mutationMode="pessimistic" transform={transform} mutationOptions={ROW_ERRORS}>
            <SimpleForm
                validate={validate}
                warnWhenUnsavedChanges
                toolbar={<ItemGroupEditToolbar canDelete={access?.delete !== false} />}
            >
                <ItemGroupInputs />
            </SimpleForm>
        </Edit>
    );
};
